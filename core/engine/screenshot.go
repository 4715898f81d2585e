package engine

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/render"
)

// noticeTime is how long the screenshot notice stays on screen.
const noticeTime = 2 * time.Second

// noticeLayer puts the notice above everything a game draws in the UI step.
const noticeLayer = 32000

// The notice's two texts; the file's path goes to the log.
const (
	noticeSaved  = "Screenshot saved"
	noticeFailed = "Screenshot failed"
)

// screenshots handles the F12 key: the frame is read back on the main
// thread right after it is presented, then encoded and written on a
// goroutine, so the game does not stall for the PNG encoder; a notice
// shows for noticeTime once the file is written (or has failed).
type screenshots struct {
	font    *render.Font
	pending bool            // F12 was pressed: take the next frame built
	inFrame bool            // the frame being built (or handed over) is the one to take
	done    chan shotResult // the writers' results
	writing int             // writers not yet reported
	notice  string
	left    time.Duration // how long the notice still shows
}

type shotResult struct {
	path string
	err  error
}

func (s *screenshots) init(f *render.Font) {
	s.font = f
	s.done = make(chan shotResult, 4)
}

// Screenshot asks for a screenshot, as F12 does: the frame being drawn
// (the next one, when called between frames) is read back once presented,
// at the window's resolution and without the notice, written as PNG into
// Options().ScreenshotDir, and then the notice shows.
func (e *Engine) Screenshot() { e.shots.pending = true }

// SaveScreenshot writes the last presented frame, at the game's logical
// resolution, to path as PNG, atomically: what a -screenshot flag's file
// holds. The frame is read back now, on the calling thread.
func (e *Engine) SaveScreenshot(path string) error {
	img, err := e.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return data.WriteFileAtomic(path, buf.Bytes(), 0o644)
}

// screenshotDir is where screenshots go when Options.ScreenshotDir is
// "": the player's pictures folder (picturesDir), else "screenshots" in
// the config folder configDir; "" when there is neither.
func screenshotDir(configDir string) string {
	if dir := picturesDir(); dir != "" {
		return dir
	}
	if configDir != "" {
		return filepath.Join(configDir, "screenshots")
	}
	return ""
}

// take reads back the frame just presented, the one a screenshot was
// asked for in, and starts writing it.
func (s *screenshots) take(e *Engine) {
	img, err := e.renderer.Screenshot(render.WindowPixels)
	if err != nil {
		s.report(e, shotResult{err: err})
		return
	}
	dir, name := e.opts.ScreenshotDir, slug(e.opts.Title)+"-"+time.Now().Format("2006-01-02_15-04-05")
	s.writing++
	go func() { s.done <- writeShot(dir, name, img) }()
}

// collect takes the results of finished writers without waiting.
func (s *screenshots) collect(e *Engine) {
	for s.writing > 0 {
		select {
		case r := <-s.done:
			s.writing--
			s.report(e, r)
		default:
			return
		}
	}
}

// wait waits for the writers still at work (Close: a screenshot taken
// just before quitting is still written).
func (s *screenshots) wait(e *Engine) {
	for ; s.writing > 0; s.writing-- {
		s.report(e, <-s.done)
	}
}

func (s *screenshots) report(e *Engine, r shotResult) {
	s.left = noticeTime
	if r.err != nil {
		s.notice = noticeFailed
		e.log.Error("engine: screenshot", "err", r.err)
		return
	}
	s.notice = noticeSaved
	e.log.Info("engine: screenshot saved", "file", r.path)
}

// drawNotice shows the notice at the bottom left while it lasts, counting
// down with the frame's real time. It is hidden in the frame a screenshot
// is taken of: a screenshot asked for takes the frame being built.
func (s *screenshots) drawNotice(q *render.Queue, e *Engine) {
	s.collect(e)
	if s.pending {
		s.pending, s.inFrame = false, true
	}
	if s.left <= 0 || s.inFrame {
		return
	}
	s.left -= e.clock.RealDelta()
	f := s.font
	w := f.Advance * float32(len(s.notice))
	y := float32(e.opts.Window.LogicalH) - f.LineHeight - 4
	q.FillRect(2, y-2, w+4, f.LineHeight+2, render.StepUI, noticeLayer-1, render.Color{A: 0.7})
	q.Text(f, s.notice, 4, y, render.StepUI, noticeLayer, render.White)
}

// writeShot encodes img as PNG into dir under a new name from base
// (base.png, else base-2.png, ...), never replacing a file.
func writeShot(dir, base string, img image.Image) shotResult {
	if dir == "" {
		return shotResult{err: errors.New("no folder for screenshots (no pictures or config folder)")}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return shotResult{err: err}
	}
	for i := 1; i <= 100; i++ {
		name := base + ".png"
		if i > 1 {
			name = base + "-" + strconv.Itoa(i) + ".png"
		}
		path := filepath.Join(dir, name)
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return shotResult{err: err}
		}
		err = png.Encode(f, img)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(path)
			return shotResult{err: fmt.Errorf("write %s: %w", path, err)}
		}
		return shotResult{path: path}
	}
	return shotResult{err: fmt.Errorf("%s: 100 screenshots named %s already", dir, base)}
}
