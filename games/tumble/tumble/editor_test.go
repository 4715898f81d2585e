package tumble_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/games/tumble/level"
	"github.com/bengine-go/bengine/games/tumble/tumble"
)

// user drives the game through SDL's event queue, as a player does: the
// mouse at screen positions (logical pixels: a headless window is drawn at
// scale 1), keys, a pad.
type user struct {
	t *testing.T
	a *tumble.App
}

func (u user) must(err error) {
	u.t.Helper()
	if err != nil {
		u.t.Fatal(err)
	}
}

func (u user) frame() { u.t.Helper(); frames(u.t, u.a, 1) }

func (u user) move(x, y float32) { u.must(inputtest.PushMouseMotion(x, y)); u.frame() }

func (u user) click(b input.MouseButton, x, y float32) {
	u.move(x, y)
	u.must(inputtest.PushMouseButton(b, true, x, y))
	u.frame()
	u.must(inputtest.PushMouseButton(b, false, x, y))
	u.frame()
}

func (u user) key(k input.Key) {
	u.must(inputtest.PushKey(k, true))
	u.frame()
	u.must(inputtest.PushKey(k, false))
	u.frame()
}

func (u user) ctrl(k input.Key) {
	u.must(inputtest.PushKey(input.KeyLCtrl, true))
	u.key(k)
	u.must(inputtest.PushKey(input.KeyLCtrl, false))
	u.frame()
}

// world is where the screen point (x, y) is in the level.
func (u user) world(x, y float32) (float32, float32) {
	cx, cy := u.a.Engine.Renderer().Camera()
	return x + cx, y + cy
}

func lastItem(a *tumble.App) level.Item {
	items := a.Play.Level().Items
	return items[len(items)-1]
}

// Every kind of edit, with the mouse and the keys, through the real game;
// undone, the level is its file again, byte for byte; redone and saved,
// the file is the edited level.
func TestEditorEditsUndoToTheFileAndSave(t *testing.T) {
	orig, raw := yard(t)
	dir := dataWith(t, orig)
	a := start(t, tumble.Flags{Edit: true, DataDir: dir})
	u := user{t, a}
	u.frame()
	u.frame()
	if !a.Play.Editing() {
		t.Fatal("-edit did not open the editor")
	}
	n := len(orig.Items)

	u.key(input.Key1) // the palette's crate
	u.click(input.MouseLeft, 200, 40)
	wx, wy := u.world(200, 40)
	if got := lastItem(a); len(a.Play.Level().Items) != n+1 || got.Kind != level.Crate || got.X != wx || got.Y != wy {
		t.Fatalf("after a click in the air: %d items, the last %+v; want %d, a crate at (%g, %g)", len(a.Play.Level().Items), got, n+1, wx, wy)
	}

	// Drag it 30 right and 10 down: one Move when the button is let go.
	u.move(200, 40)
	u.must(inputtest.PushMouseButton(input.MouseLeft, true, 200, 40))
	u.frame()
	for _, p := range [][2]float32{{210, 43}, {220, 47}, {230, 50}} {
		u.move(p[0], p[1])
	}
	if got := lastItem(a); got.X != wx || got.Y != wy {
		t.Errorf("during the drag the level already changed: %+v", got)
	}
	u.must(inputtest.PushMouseButton(input.MouseLeft, false, 230, 50))
	u.frame()
	if got := lastItem(a); got.X != wx+30 || got.Y != wy+10 {
		t.Errorf("after the drag the crate is at (%g, %g), want (%g, %g)", got.X, got.Y, wx+30, wy+10)
	}

	u.key(input.KeyE) // turn 15° clockwise
	u.must(inputtest.PushMouseWheel(0, 1))
	u.frame()              // resize by a notch
	u.key(input.KeyF)      // flip
	u.key(input.KeyEquals) // wider
	want := level.Item{Kind: level.Crate, X: wx + 30, Y: wy + 10, W: 22, H: 18, Angle: 15, Flip: true}
	if got := lastItem(a); got != want {
		t.Errorf("after turn, wheel, flip and =: %+v, want %+v", got, want)
	}

	// Delete the bottom crate of the stack, under the mouse: items[3],
	// at (140, 216) in the level.
	sx, sy := float32(140), float32(216)
	cx, cy := a.Engine.Renderer().Camera()
	u.click(input.MouseRight, sx-cx, sy-cy)
	if got := len(a.Play.Level().Items); got != n {
		t.Fatalf("after a right click on a crate: %d items, want %d", got, n)
	}
	if a.Play.Level().Items[3] != orig.Items[4] {
		t.Errorf("the right click deleted %+v's neighbour, want items[3]", orig.Items[3])
	}
	edited := a.Play.Level().Encode()

	for range 7 { // delete, =, flip, wheel, turn, move, place
		u.ctrl(input.KeyZ)
	}
	if got := a.Play.Level().Encode(); !bytes.Equal(got, raw) {
		t.Fatalf("after undoing every edit the level is\n%s\nwant the file\n%s", got, raw)
	}
	for range 7 {
		u.ctrl(input.KeyY)
	}
	if got := a.Play.Level().Encode(); !bytes.Equal(got, edited) {
		t.Fatalf("after redoing every edit the level differs from the edited one")
	}

	u.ctrl(input.KeyS)
	file := filepath.Join(dir, "levels", "yard.json")
	disk, err := os.ReadFile(file)
	if err != nil || !bytes.Equal(disk, edited) {
		t.Fatalf("after Ctrl+S the file is (%v)\n%s\nwant the edited level", err, disk)
	}
	if _, err := level.Parse("saved.json", disk); err != nil {
		t.Errorf("the saved file does not load: %v", err)
	}

	// Tab plays the edited level at once, from its start.
	u.key(input.KeyTab)
	if a.Play.Editing() {
		t.Fatal("Tab did not leave the editor")
	}
	frames(t, a, 100)
	if d := a.Play.Dump(); d.Tick < 90 || len(d.Bodies) == 0 {
		t.Errorf("the play-test did not run: tick %d, %d bodies", d.Tick, len(d.Bodies))
	}
}

// The editor with a pad alone: Back opens it, the stick moves the cursor,
// A places, the left trigger undoes.
func TestEditorWithAPad(t *testing.T) {
	orig, raw := yard(t)
	a := start(t, tumble.Flags{DataDir: dataWith(t, orig)})
	u := user{t, a}
	pad, err := inputtest.AttachPad("editor pad")
	u.must(err)
	defer pad.Close()
	press := func(b input.Button) {
		u.must(pad.Press(b, true))
		inputtest.Update()
		u.frame()
		u.must(pad.Press(b, false))
		inputtest.Update()
		u.frame()
	}
	inputtest.Update()
	u.frame() // the pad is plugged in
	press(input.ButtonBack)
	if !a.Play.Editing() {
		t.Fatal("Back did not open the editor")
	}
	cx, cy := a.Engine.Renderer().Camera() // the cursor starts in the middle of the view
	press(input.ButtonDPadRight)           // the palette's wall
	u.must(pad.Axis(input.AxisLeftY, -32767))
	inputtest.Update()
	frames(t, a, 30) // 0.3 s up at 240 px/s
	u.must(pad.Axis(input.AxisLeftY, 0))
	inputtest.Update()
	u.frame()
	press(input.ButtonSouth)
	it := lastItem(a)
	if len(a.Play.Level().Items) != len(orig.Items)+1 || it.Kind != level.Wall {
		t.Fatalf("A placed %+v (%d items), want a wall", it, len(a.Play.Level().Items))
	}
	if it.X != cx+tumble.ScreenW/2 || it.Y > cy+tumble.ScreenH/2-60 || it.Y < cy+tumble.ScreenH/2-80 {
		t.Errorf("the stick moved the cursor to (%g, %g), want about 72 px above the view's middle, (%g, %g)", it.X, it.Y, cx+tumble.ScreenW/2, cy+tumble.ScreenH/2)
	}
	press(input.ButtonRightShoulder)
	if lastItem(a).Angle != 15 {
		t.Errorf("RB turned the wall to %g°, want 15", lastItem(a).Angle)
	}
	for range 2 {
		u.must(pad.Axis(input.AxisLeftTrigger, 32767))
		inputtest.Update()
		u.frame()
		u.must(pad.Axis(input.AxisLeftTrigger, 0))
		inputtest.Update()
		u.frame()
	}
	if got := a.Play.Level().Encode(); !bytes.Equal(got, raw) {
		t.Errorf("two pulls of LT did not undo the turn and the wall")
	}
}

// The level's file changed on disk is played at once; a broken edit keeps
// the last good level; the editor's own save comes back without undoing
// its history.
func TestLevelFileHotReloads(t *testing.T) {
	orig, _ := yard(t)
	dir := dataWith(t, orig)
	file := filepath.Join(dir, "levels", "yard.json")
	a := start(t, tumble.Flags{DataDir: dir, Debug: engine.DebugOn})
	u := user{t, a}
	u.frame()
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for !ok() {
			if time.Now().After(deadline) {
				t.Fatalf("waiting for %s", what)
			}
			time.Sleep(20 * time.Millisecond)
			u.frame()
		}
	}

	moved := orig.Clone()
	moved.Items[3].X = 100
	if err := os.WriteFile(file, moved.Encode(), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor("the moved crate", func() bool { return a.Play.Level().Items[3].X == 100 })

	if err := os.WriteFile(file, []byte(`{"name": "broken", "width": 1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor("the reload error", func() bool { return a.Engine.ReloadErr() != nil })
	if got := a.Play.Level().Items[3].X; got != 100 {
		t.Errorf("a broken file changed the level: the crate is at %g", got)
	}

	if err := os.WriteFile(file, orig.Encode(), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor("the fixed file", func() bool { return a.Engine.ReloadErr() == nil && a.Play.Level().Items[3].X == orig.Items[3].X })

	// The editor's save, back through the watcher, leaves its history.
	u.key(input.KeyTab)
	u.key(input.Key1)
	u.click(input.MouseLeft, 250, 30)
	u.ctrl(input.KeyS)
	saved := a.Play.Level().Encode()
	waitFor("the save on disk", func() bool {
		disk, _ := os.ReadFile(file)
		return bytes.Equal(disk, saved)
	})
	frames(t, a, 30)
	time.Sleep(300 * time.Millisecond) // past the watcher's debounce
	frames(t, a, 5)
	u.ctrl(input.KeyZ)
	if got := len(a.Play.Level().Items); got != len(orig.Items) {
		t.Errorf("after the save came back, undo left %d items, want %d: the history was lost", got, len(orig.Items))
	}
}
