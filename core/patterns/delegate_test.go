package patterns_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
)

// target abstracts the three observer forms so every re-entrancy case runs on
// each of them.
type target interface {
	subscribe(name string, fn func(int))
	unsubscribe(name string)
	broadcast(v int)
	len() int
}

type delegateTarget struct {
	d    patterns.Delegate[int]
	subs map[string]*patterns.Subscription
}

func (t *delegateTarget) subscribe(name string, fn func(int)) { t.subs[name] = t.d.Subscribe(fn) }
func (t *delegateTarget) unsubscribe(name string)             { t.subs[name].Close() }
func (t *delegateTarget) broadcast(v int)                     { t.d.Broadcast(v) }
func (t *delegateTarget) len() int                            { return t.d.Len() }

type busEvent struct{ V int }

type busTarget struct {
	bus  *patterns.EventBus
	subs map[string]*patterns.Subscription
}

func (t *busTarget) subscribe(name string, fn func(int)) {
	t.subs[name] = patterns.Subscribe(t.bus, func(e busEvent) { fn(e.V) })
}
func (t *busTarget) unsubscribe(name string) { t.subs[name].Close() }
func (t *busTarget) broadcast(v int)         { patterns.Broadcast(t.bus, busEvent{v}) }
func (t *busTarget) len() int                { return patterns.Listeners[busEvent](t.bus) }

type funcObserver struct{ fn func(int) }

func (o *funcObserver) OnNotify(v int) { o.fn(v) }

type subjectTarget struct {
	s   patterns.Subject[int]
	obs map[string]*funcObserver
}

func (t *subjectTarget) subscribe(name string, fn func(int)) {
	o := &funcObserver{fn}
	t.obs[name] = o
	t.s.AddObserver(o)
}
func (t *subjectTarget) unsubscribe(name string) { t.s.RemoveObserver(t.obs[name]) }
func (t *subjectTarget) broadcast(v int)         { t.s.Notify(v) }
func (t *subjectTarget) len() int                { return t.s.Observers() }

// harness records which listener was called with which value ("A1 B1 ...").
type harness struct {
	t   target
	log []string
}

// add subscribes a listener named name that logs its calls and then runs act.
func (h *harness) add(name string, act func(h *harness, v int)) {
	h.t.subscribe(name, func(v int) {
		h.log = append(h.log, fmt.Sprintf("%s%d", name, v))
		if act != nil {
			act(h, v)
		}
	})
}

func (h *harness) abc(acts map[string]func(*harness, int)) {
	for _, n := range []string{"A", "B", "C"} {
		h.add(n, acts[n])
	}
}

// on runs act only for the broadcast of value v.
func on(v int, act func(h *harness)) func(*harness, int) {
	return func(h *harness, got int) {
		if got == v {
			act(h)
		}
	}
}

type reentrancyCase struct {
	name    string
	setup   func(h *harness)
	casts   []int
	wantLog string
	wantLen int
}

var reentrancyCases = []reentrancyCase{
	{
		name:    "order is subscription order",
		setup:   func(h *harness) { h.abc(nil) },
		casts:   []int{1, 2},
		wantLog: "A1 B1 C1 A2 B2 C2",
		wantLen: 3,
	},
	{
		name:    "no listeners",
		setup:   func(h *harness) {},
		casts:   []int{1},
		wantLog: "",
		wantLen: 0,
	},
	{
		name:    "unsubscribe before broadcast",
		setup:   func(h *harness) { h.abc(nil); h.t.unsubscribe("B") },
		casts:   []int{1},
		wantLog: "A1 C1",
		wantLen: 2,
	},
	{
		name:    "unsubscribe twice is harmless",
		setup:   func(h *harness) { h.abc(nil); h.t.unsubscribe("B"); h.t.unsubscribe("B") },
		casts:   []int{1},
		wantLog: "A1 C1",
		wantLen: 2,
	},
	{
		name: "listener unsubscribes itself during broadcast",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){"B": on(1, func(h *harness) { h.t.unsubscribe("B") })})
		},
		casts:   []int{1, 2},
		wantLog: "A1 B1 C1 A2 C2",
		wantLen: 2,
	},
	{
		name: "listener unsubscribes a later one: it is not called",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){"A": on(1, func(h *harness) { h.t.unsubscribe("C") })})
		},
		casts:   []int{1, 2},
		wantLog: "A1 B1 A2 B2",
		wantLen: 2,
	},
	{
		name: "listener unsubscribes an earlier one",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){"C": on(1, func(h *harness) { h.t.unsubscribe("A") })})
		},
		casts:   []int{1, 2},
		wantLog: "A1 B1 C1 B2 C2",
		wantLen: 2,
	},
	{
		name: "listener unsubscribes everyone",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){"A": on(1, func(h *harness) {
				h.t.unsubscribe("A")
				h.t.unsubscribe("B")
				h.t.unsubscribe("C")
			})})
		},
		casts:   []int{1, 2},
		wantLog: "A1",
		wantLen: 0,
	},
	{
		name: "subscribe during broadcast takes effect next broadcast",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){"A": on(1, func(h *harness) { h.add("D", nil) })})
		},
		casts:   []int{1, 2},
		wantLog: "A1 B1 C1 A2 B2 C2 D2",
		wantLen: 4,
	},
	{
		name: "subscribe and unsubscribe during one broadcast: never called",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){
				"A": on(1, func(h *harness) { h.add("D", nil) }),
				"B": on(1, func(h *harness) { h.t.unsubscribe("D") }),
			})
		},
		casts:   []int{1, 2},
		wantLog: "A1 B1 C1 A2 B2 C2",
		wantLen: 3,
	},
	{
		name: "nested broadcast calls everyone, then the outer one resumes",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){"B": on(1, func(h *harness) { h.t.broadcast(2) })})
		},
		casts:   []int{1},
		wantLog: "A1 B1 A2 B2 C2 C1",
		wantLen: 3,
	},
	{
		name: "unsubscribe inside a nested broadcast is seen by the outer one",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){
				"A": on(2, func(h *harness) { h.t.unsubscribe("C") }),
				"B": on(1, func(h *harness) { h.t.broadcast(2) }),
			})
		},
		casts:   []int{1, 3},
		wantLog: "A1 B1 A2 B2 A3 B3",
		wantLen: 2,
	},
	{
		name: "nested broadcast reaches a listener subscribed earlier in the outer one",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){
				"A": on(1, func(h *harness) { h.add("D", nil) }),
				"B": on(1, func(h *harness) { h.t.broadcast(2) }),
			})
		},
		casts:   []int{1, 3},
		wantLog: "A1 B1 A2 B2 C2 D2 C1 A3 B3 C3 D3",
		wantLen: 4,
	},
	{
		name: "doubly nested broadcast",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){
				"A": on(2, func(h *harness) { h.t.broadcast(3) }),
				"C": on(1, func(h *harness) { h.t.broadcast(2) }),
			})
		},
		casts:   []int{1},
		wantLog: "A1 B1 C1 A2 A3 B3 C3 B2 C2",
		wantLen: 3,
	},
	{
		name: "unsubscribe in a nested broadcast then resubscribe after",
		setup: func(h *harness) {
			h.abc(map[string]func(*harness, int){
				"B": on(1, func(h *harness) { h.t.broadcast(2) }),
				"C": on(2, func(h *harness) { h.t.unsubscribe("A"); h.add("A", nil) }),
			})
		},
		casts:   []int{1, 3},
		wantLog: "A1 B1 A2 B2 C2 C1 B3 C3 A3",
		wantLen: 3,
	},
}

func targets() map[string]func() target {
	return map[string]func() target{
		"Delegate": func() target { return &delegateTarget{subs: map[string]*patterns.Subscription{}} },
		"EventBus": func() target {
			return &busTarget{bus: patterns.NewEventBus(), subs: map[string]*patterns.Subscription{}}
		},
		"Subject": func() target { return &subjectTarget{obs: map[string]*funcObserver{}} },
	}
}

func TestReentrancy(t *testing.T) {
	for tname, mk := range targets() {
		for _, c := range reentrancyCases {
			t.Run(tname+"/"+c.name, func(t *testing.T) {
				h := &harness{t: mk()}
				c.setup(h)
				for _, v := range c.casts {
					h.t.broadcast(v)
				}
				if got := strings.Join(h.log, " "); got != c.wantLog {
					t.Errorf("calls: got %q, want %q", got, c.wantLog)
				}
				if got := h.t.len(); got != c.wantLen {
					t.Errorf("listeners after: got %d, want %d", got, c.wantLen)
				}
			})
		}
	}
}

func TestPanicInListenerKeepsDelegateConsistent(t *testing.T) {
	for tname, mk := range targets() {
		t.Run(tname, func(t *testing.T) {
			h := &harness{t: mk()}
			h.abc(map[string]func(*harness, int){
				"A": on(1, func(h *harness) { h.t.unsubscribe("A") }),
				"B": on(1, func(h *harness) { panic("boom") }),
			})
			func() {
				defer func() {
					if r := recover(); r != "boom" {
						t.Errorf("recovered: got %v, want boom", r)
					}
				}()
				h.t.broadcast(1)
			}()
			if got := h.t.len(); got != 2 {
				t.Errorf("listeners after panic: got %d, want 2", got)
			}
			h.t.broadcast(2)
			if got, want := strings.Join(h.log, " "), "A1 B1 B2 C2"; got != want {
				t.Errorf("calls: got %q, want %q", got, want)
			}
		})
	}
}

func TestSubscriptionLifetime(t *testing.T) {
	var d patterns.Delegate[int]
	calls := 0
	s := d.Subscribe(func(int) { calls++ })
	if !s.Active() {
		t.Errorf("Active after Subscribe: got false, want true")
	}
	cases := []struct {
		name       string
		act        func()
		wantActive bool
		wantCalls  int
	}{
		{"broadcast while subscribed", func() { d.Broadcast(0) }, true, 1},
		{"close", func() {
			if err := s.Close(); err != nil {
				t.Errorf("Close: got %v, want nil", err)
			}
		}, false, 1},
		{"broadcast after close", func() { d.Broadcast(0) }, false, 1},
		{"close again", func() {
			if err := s.Close(); err != nil {
				t.Errorf("second Close: got %v, want nil", err)
			}
		}, false, 1},
	}
	for _, c := range cases {
		c.act()
		if got := s.Active(); got != c.wantActive {
			t.Errorf("%s: Active got %v, want %v", c.name, got, c.wantActive)
		}
		if calls != c.wantCalls {
			t.Errorf("%s: calls got %d, want %d", c.name, calls, c.wantCalls)
		}
	}
	var nilSub *patterns.Subscription
	if err := nilSub.Close(); err != nil || nilSub.Active() {
		t.Errorf("nil Subscription: Close got %v, Active got %v; want nil, false", err, nilSub.Active())
	}
}

func TestCloseOneOfTwoIdenticalFuncs(t *testing.T) {
	var d patterns.Delegate[int]
	n := 0
	fn := func(int) { n++ }
	s1 := d.Subscribe(fn)
	d.Subscribe(fn)
	s1.Close()
	d.Broadcast(0)
	if n != 1 {
		t.Errorf("calls: got %d, want 1 (closing one handle removes one subscription)", n)
	}
}

func TestGroupClosesAll(t *testing.T) {
	var d patterns.Delegate[int]
	var s patterns.Signal
	var g patterns.Group
	n := 0
	g.Add(d.Subscribe(func(int) { n++ }))
	g.Add(d.Subscribe(func(int) { n++ }))
	g.Add(s.Subscribe(func() { n++ }))
	d.Broadcast(0)
	s.Broadcast()
	if n != 3 {
		t.Fatalf("calls before Close: got %d, want 3", n)
	}
	g.Close()
	g.Close()
	d.Broadcast(0)
	s.Broadcast()
	if n != 3 || d.Len() != 0 || s.Len() != 0 {
		t.Errorf("after Close: calls %d, delegate %d, signal %d listeners; want 3, 0, 0", n, d.Len(), s.Len())
	}
}

func TestSignalOrder(t *testing.T) {
	var s patterns.Signal
	var got []string
	s.Subscribe(func() { got = append(got, "a") })
	sub := s.Subscribe(func() { got = append(got, "b") })
	s.Subscribe(func() { got = append(got, "c"); sub.Close() })
	s.Broadcast()
	s.Broadcast()
	if g, want := strings.Join(got, ""), "abcac"; g != want {
		t.Errorf("calls: got %q, want %q", g, want)
	}
}

func TestSubscribeNilPanics(t *testing.T) {
	cases := []struct {
		name string
		fn   func()
	}{
		{"Delegate", func() { var d patterns.Delegate[int]; d.Subscribe(nil) }},
		{"Signal", func() { var s patterns.Signal; s.Subscribe(nil) }},
		{"EventBus nil func", func() { patterns.Subscribe[int](patterns.NewEventBus(), nil) }},
		{"EventBus nil bus", func() { patterns.Subscribe(nil, func(int) {}) }},
		{"Subject", func() { var s patterns.Subject[int]; s.AddObserver(nil) }},
		{"Bind", func() { patterns.Bind[int](nil, 1) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			defer func() {
				r := recover()
				if s, ok := r.(string); !ok || !strings.HasPrefix(s, "patterns: ") {
					t.Errorf("panic: got %v, want a message prefixed \"patterns: \"", r)
				}
			}()
			c.fn()
		})
	}
}

func TestBroadcastDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	var d patterns.Delegate[busEvent]
	var s patterns.Signal
	var subj patterns.Subject[int]
	bus := patterns.NewEventBus()
	sum := 0
	for range 10 {
		d.Subscribe(func(e busEvent) { sum += e.V })
		s.Subscribe(func() { sum++ })
		subj.AddObserver(&funcObserver{func(v int) { sum += v }})
		patterns.Subscribe(bus, func(e busEvent) { sum += e.V })
	}
	cases := []struct {
		name string
		fn   func()
	}{
		{"Delegate", func() { d.Broadcast(busEvent{1}) }},
		{"Signal", func() { s.Broadcast() }},
		{"Subject", func() { subj.Notify(1) }},
		{"EventBus", func() { patterns.Broadcast(bus, busEvent{1}) }},
		{"EventBus no listeners", func() { patterns.Broadcast(bus, 3.5) }},
	}
	for _, c := range cases {
		if got := testing.AllocsPerRun(100, c.fn); got != 0 {
			t.Errorf("%s: got %v allocs per broadcast, want 0", c.name, got)
		}
	}
}
