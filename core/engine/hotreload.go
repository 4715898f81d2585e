package engine

import (
	"errors"
	"reflect"
	"strings"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/render"
)

// ReloadStatus is what the engine asks of a thing that reloads data while
// the game runs: the error that keeps its last edit from being used, or
// nil. A data.Reloadable is one (its Err is the last reload's error, kept
// until a good reload clears it), and so is the data watcher.
type ReloadStatus interface {
	Err() error
}

// maxReportLines caps the lines one problem takes on the overlay, so a
// long error (a whole errors.Join) cannot cover the screen.
const maxReportLines = 4

// reportLayer puts the problems just under the screenshot notice.
const reportLayer = noticeLayer - 2

// reloadReport follows one ReloadStatus: the error seen last, and its text
// wrapped to the screen's width, made once each time the error changes.
type reloadReport struct {
	src   ReloadStatus
	log   bool // log changes (the watcher); a data.Reloadable logs its own
	err   error
	msg   string // err.Error(), kept to compare errors that are new values with the same words
	text  string // msg wrapped into lines, "" when err is nil
	lines int    // lines in text
}

// reloadReports is what hot reload cannot do right now: the watcher's
// problem (a watched folder gone) and each tracked reload's error. The
// engine looks at them once a frame; that costs a comparison each while
// nothing changes, and nothing is allocated until something does.
type reloadReports struct {
	list  []reloadReport
	lines int // lines of text of the problems set, for the background
}

// TrackReload makes r's error visible while it lasts: the F3 debug overlay
// shows it (a broken edit that hot reload refused, while the last good
// data keeps running), and it goes away once r reports nil again. Games
// call it for each data.Reloadable they Watch. A nil r is ignored.
func (e *Engine) TrackReload(r ReloadStatus) {
	if r == nil || isNilPointer(r) {
		return
	}
	e.reports.list = append(e.reports.list, reloadReport{src: r})
}

// isNilPointer reports whether r is a typed nil pointer (a nil
// *data.Reloadable in a ReloadStatus).
func isNilPointer(r ReloadStatus) bool {
	v := reflect.ValueOf(r)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// trackWatcher follows the data watcher's error, logging each change.
func (e *Engine) trackWatcher(w *data.Watcher) {
	e.reports.list = append(e.reports.list, reloadReport{src: w, log: true})
}

// ReloadErr returns the problems hot reload has now, joined: the
// watcher's (a watched folder that is gone) and the tracked reloads'
// errors; nil when there are none. It reads them afresh.
func (e *Engine) ReloadErr() error {
	var errs []error
	for _, r := range e.reports.list {
		errs = append(errs, r.src.Err())
	}
	return errors.Join(errs...)
}

// checkReloads looks for changed errors once a frame, logs the watcher's
// changes through the engine's logger (once per change, not per frame) and
// wraps the new texts for the overlay.
func (e *Engine) checkReloads() {
	rs := &e.reports
	changed := false
	for i := range rs.list {
		r := &rs.list[i]
		err := r.src.Err()
		if sameError(err, r.err) {
			continue
		}
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		r.err = err
		if msg == r.msg {
			continue // a new error value with the same words
		}
		r.msg = msg
		changed = true
		if r.log {
			if err != nil {
				e.log.Warn("engine: hot reload cannot see every change", "err", err)
			} else {
				e.log.Info("engine: hot reload sees every change again")
			}
		}
	}
	if changed {
		e.wrapReports()
	}
}

// sameError compares two errors without calling Error (which may build a
// string): equal values are the same error. An error whose dynamic type
// cannot be compared with == counts as changed, and the words decide.
func sameError(a, b error) bool {
	if a == nil || b == nil {
		return a == b
	}
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	if ta != tb || !ta.Comparable() {
		return false
	}
	return a == b
}

// wrapReports wraps each problem's words to the logical screen's width.
func (e *Engine) wrapReports() {
	f := e.shots.font
	cols := 40
	if f != nil && f.Advance > 0 {
		cols = max(int((float32(e.opts.Window.LogicalW)-8)/f.Advance), 8)
	}
	rs := &e.reports
	rs.lines = 0
	for i := range rs.list {
		r := &rs.list[i]
		r.text, r.lines = wrap(r.msg, cols, maxReportLines), 0
		if r.text != "" {
			r.lines = strings.Count(r.text, "\n") + 1
		}
		rs.lines += r.lines
	}
}

// wrap breaks s into lines of at most cols runes, at a space where one is
// near, and keeps at most maxLines of them (the last then ends in "...").
// Line breaks already in s are kept.
func wrap(s string, cols, maxLines int) string {
	if s == "" {
		return ""
	}
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		rs := []rune(para)
		for {
			n := min(cols, len(rs))
			if n < len(rs) {
				if k := lastSpace(rs[:n+1]); k > cols/2 {
					n = k
				}
			}
			lines = append(lines, strings.TrimRight(string(rs[:n]), " "))
			rs = rs[n:]
			for len(rs) > 0 && rs[0] == ' ' {
				rs = rs[1:]
			}
			if len(rs) == 0 {
				break
			}
		}
	}
	if len(lines) > maxLines {
		lines = lines[:maxLines]
		last := []rune(lines[maxLines-1])
		lines[maxLines-1] = string(last[:min(len(last), max(cols-3, 0))]) + "..."
	}
	return strings.Join(lines, "\n")
}

// lastSpace is the index of the last space in rs, or -1.
func lastSpace(rs []rune) int {
	for i := len(rs) - 1; i >= 0; i-- {
		if rs[i] == ' ' {
			return i
		}
	}
	return -1
}

// drawReports shows the problems at the bottom of the screen, above the
// screenshot notice's line, in the overlay's frames.
func (e *Engine) drawReports(q *render.Queue) {
	rs := &e.reports
	if rs.lines == 0 {
		return
	}
	f := e.shots.font
	lh := f.LineHeight
	w, h := float32(e.opts.Window.LogicalW), float32(e.opts.Window.LogicalH)
	y := h - 2*lh - 8 - float32(rs.lines)*lh
	q.FillRect(2, y-2, w-4, float32(rs.lines)*lh+2, render.StepUI, reportLayer-1, render.Color{A: 0.75})
	for i := range rs.list {
		r := &rs.list[i]
		if r.lines > 0 {
			q.Text(f, r.text, 4, y, render.StepUI, reportLayer, reportColor)
			y += lh * float32(r.lines)
		}
	}
}

// reportColor is the problems' text colour: a warning yellow.
var reportColor = render.Color{R: 1, G: 0.85, B: 0.3, A: 1}
