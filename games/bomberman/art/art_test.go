package art_test

import (
	"fmt"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/games/bomberman/art"
)

const sheets = "../../../data/bomberman/art"

func loadAll(t testing.TB) *art.Set {
	t.Helper()
	set, err := art.LoadDir(sheets)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func TestRequiredSprites(t *testing.T) {
	set := loadAll(t)
	if err := set.Check(); err != nil {
		t.Error(err)
	}
	for _, spec := range art.Required() {
		img, ok := set.Image(spec.Name)
		if !ok {
			t.Errorf("sprite %s: missing", spec.Name)
			continue
		}
		if b := img.Bounds(); b.Dx() != spec.W || b.Dy() != spec.H {
			t.Errorf("sprite %s: got size %dx%d, want %dx%d", spec.Name, b.Dx(), b.Dy(), spec.W, spec.H)
		}
	}
}

// maxColours is the colour budget of a sprite: the NES gives a sprite three
// colours and transparency, a background tile four. The hero and the
// enemies keep to a sprite's three; big screen art gets more.
func maxColours(name string) int {
	switch {
	case name == "ending":
		return 10
	case strings.HasPrefix(name, "popup_"):
		return 1
	case strings.HasPrefix(name, "font_"):
		return 2
	case strings.HasPrefix(name, "player_"), strings.HasPrefix(name, "enemy_"), name == "hud_life":
		return 3
	}
	return 4
}

// TestNESColours: every opaque pixel of every sheet is one of the NES
// palette's colours.
func TestNESColours(t *testing.T) {
	set := loadAll(t)
	for _, name := range set.Names() {
		img, _ := set.Image(name)
		for i := 0; i < len(img.Pix); i += 4 {
			c := color.RGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3]}
			if c.A == 0 {
				continue
			}
			if _, ok := art.NESIndex(c); !ok {
				t.Errorf("sprite %s: pixel %d is %v, want a colour of the NES palette", name, i/4, c)
				break
			}
		}
	}
}

func TestNESIndex(t *testing.T) {
	cases := []struct {
		c    color.RGBA
		want int
		ok   bool
	}{
		{color.RGBA{0, 0, 0, 255}, 0x0f, true},
		{color.RGBA{0xfc, 0xfc, 0xfc, 255}, 0x30, true},
		{color.RGBA{0xf8, 0xf8, 0xf8, 255}, 0x20, true},
		{color.RGBA{0x00, 0xa8, 0x00, 255}, 0x1a, true},
		{color.RGBA{0xf8, 0xd8, 0xf8, 255}, 0x3d, true},
		{color.RGBA{0x10, 0x10, 0x10, 255}, -1, false},
		{color.RGBA{0x00, 0xa8, 0x00, 0x80}, -1, false},
	}
	for _, c := range cases {
		got, ok := art.NESIndex(c.c)
		if got != c.want || ok != c.ok {
			t.Errorf("NESIndex(%v): got %#x %v, want %#x %v", c.c, got, ok, c.want, c.ok)
		}
	}
	distinct := map[color.RGBA]bool{}
	for _, c := range art.NES {
		distinct[c] = true
	}
	// 54 colours plus the second white this table gives $20.
	if got, want := len(distinct), 55; got != want {
		t.Errorf("NES table: got %d distinct colours, want %d", got, want)
	}
}

func TestFewColours(t *testing.T) {
	set := loadAll(t)
	for _, name := range set.Names() {
		img, _ := set.Image(name)
		seen := map[color.RGBA]bool{}
		opaque := 0
		for i := 0; i < len(img.Pix); i += 4 {
			c := color.RGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3]}
			if c.A == 0 {
				continue
			}
			opaque++
			seen[c] = true
		}
		if got, want := len(seen), maxColours(name); got > want {
			t.Errorf("sprite %s: got %d colours, want at most %d", name, got, want)
		}
		if opaque == 0 {
			t.Errorf("sprite %s: fully transparent", name)
		}
	}
}

func TestFramesDiffer(t *testing.T) {
	// An animation whose frames are all equal does not animate.
	set := loadAll(t)
	seqs := [][]string{{"bomb_0", "bomb_1", "bomb_2"}, {"brick_burn_0", "brick_burn_5"}}
	for _, e := range art.Enemies {
		seqs = append(seqs, []string{"enemy_" + e + "_0", "enemy_" + e + "_1", "enemy_" + e + "_2"})
		seqs = append(seqs, []string{"enemy_" + e + "_die_0", "enemy_" + e + "_die_1", "enemy_" + e + "_die_2", "enemy_" + e + "_die_3"})
	}
	for _, d := range []string{"down", "up", "left", "right"} {
		seqs = append(seqs, []string{"player_" + d + "_0", "player_" + d + "_1", "player_" + d + "_2"})
	}
	for _, seq := range seqs {
		for i := 1; i < len(seq); i++ {
			a, _ := set.Image(seq[i-1])
			b, _ := set.Image(seq[i])
			if a == nil || b == nil {
				t.Fatalf("missing %s or %s", seq[i-1], seq[i])
			}
			if string(a.Pix) == string(b.Pix) {
				t.Errorf("%s and %s: identical frames", seq[i-1], seq[i])
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{"ragged", "palette\n K 000000\nsprite a\nKK\nK\n", "bad.txt:5: sprite a: ragged row 1: 1 columns, want 2"},
		{"unknown char", "palette\n K 000000\nsprite a\nKZ\n", "bad.txt:4: sprite a: unknown palette character 'Z' at column 2"},
		{"duplicate", "palette\n K 000000\nsprite a\nK\nsprite a\nK\n", "bad.txt:5: duplicate sprite name a (first defined at bad.txt:3)"},
		{"bad colour", "palette\n K 00zz00\n", "bad.txt:2: palette character 'K': bad colour"},
		{"bad NES number", "palette\n K $40\n", "bad.txt:2: palette character 'K': bad NES colour \"$40\", want $00..$3F"},
		{"short NES number", "palette\n K $F\n", "bad.txt:2: palette character 'K': bad NES colour"},
		{"row outside", "KK\n", "bad.txt:1: grid row \"KK\" outside a sprite"},
		{"no palette", "sprite a\nK\n", "bad.txt:1: sprite a: sprite before any palette"},
		{"derive unknown", "palette\n K 000000\nsprite b = flipx a\n", "bad.txt:3: sprite b: flipx of unknown sprite a"},
		{"derive op", "palette\n K 000000\nsprite a\nK\nsprite b = rotate a\n", "bad.txt:5: sprite b: unknown operation \"rotate\""},
		{"empty sprite", "palette\n K 000000\nsprite a\nsprite b\nK\n", "bad.txt:3: sprite a: no grid rows"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := art.ParseSheet("bad.txt", []byte(c.src))
			if err == nil {
				t.Fatalf("got no error, want %q", c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %q, want it to contain %q", err, c.want)
			}
		})
	}
}

func TestParseGridAndFlip(t *testing.T) {
	src := "palette\n R ff0000\n G 00ff0080 # half green\n N $1A # NES green\nsprite a\nR.GN\nsprite b = flipx a\nsprite c = flipy a\n"
	set, err := art.ParseSheet("ok.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(set.Names(), ","), "a,b,c"; got != want {
		t.Errorf("names: got %s, want %s", got, want)
	}
	a, _ := set.Image("a")
	b, _ := set.Image("b")
	cases := []struct {
		got, want color.RGBA
		what      string
	}{
		{a.RGBAAt(0, 0), color.RGBA{255, 0, 0, 255}, "a(0,0)"},
		{a.RGBAAt(1, 0), color.RGBA{}, "a(1,0)"},
		{a.RGBAAt(2, 0), color.RGBA{0, 255, 0, 0x80}, "a(2,0)"},
		{a.RGBAAt(3, 0), color.RGBA{0, 0xa8, 0, 255}, "a(3,0)"},
		{b.RGBAAt(0, 0), color.RGBA{0, 0xa8, 0, 255}, "b(0,0)"},
		{b.RGBAAt(1, 0), color.RGBA{0, 255, 0, 0x80}, "b(1,0)"},
		{b.RGBAAt(3, 0), color.RGBA{255, 0, 0, 255}, "b(3,0)"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %v, want %v", c.what, c.got, c.want)
		}
	}
}

func TestFontName(t *testing.T) {
	cases := []struct {
		r    rune
		want string
		ok   bool
	}{
		{'A', "font_A", true}, {'q', "font_Q", true}, {'7', "font_7", true},
		{'.', "font_period", true}, {'x', "font_times", true}, {'#', "", false},
	}
	for _, c := range cases {
		got, ok := art.FontName(c.r)
		if got != c.want || ok != c.ok {
			t.Errorf("FontName(%q): got %q %v, want %q %v", c.r, got, ok, c.want, c.ok)
		}
	}
}

// TestContactSheet writes the contact sheet PNG to the test's temp folder
// (or to $ART_SHEET when set, to look at it).
func TestContactSheet(t *testing.T) {
	set := loadAll(t)
	img := art.ContactSheet(set, 16, 2)
	if img.Bounds().Dx() != 16*18*2 {
		t.Errorf("width: got %d, want %d", img.Bounds().Dx(), 16*18*2)
	}
	out := os.Getenv("ART_SHEET")
	if out == "" {
		out = filepath.Join(t.TempDir(), "sheet.png")
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		loadAll(b)
	}
}

func ExampleFontName() {
	for _, r := range "S2!" {
		name, _ := art.FontName(r)
		fmt.Println(name)
	}
	// Output:
	// font_S
	// font_2
	// font_exclam
}

func TestLoadAcrossFiles(t *testing.T) {
	fsys := fstest.MapFS{
		"a.txt": {Data: []byte("palette\n K 000000\nsprite x\nK\n")},
		"b.txt": {Data: []byte("palette\n K 000000\nsprite x\nK\n")},
	}
	_, err := art.Load(fsys)
	want := "art: b.txt:3: duplicate sprite name x (first defined at a.txt:3)"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
	small, err := art.Load(fstest.MapFS{"a.txt": fsys["a.txt"]})
	if err != nil {
		t.Fatal(err)
	}
	if err := small.Check(); err == nil || !strings.Contains(err.Error(), "player_down_0 missing") {
		t.Errorf("Check on one sprite: got %v, want an error naming player_down_0", err)
	}
	if _, err := art.Load(fstest.MapFS{}); err == nil {
		t.Error("empty folder: got no error, want one")
	}
}

func ExampleLoad() {
	fsys := fstest.MapFS{"tiny.txt": {Data: []byte(`
palette
  K 101010   # outline
  Y f8d038   # coin
sprite coin
.KK.
KYYK
.KK.
sprite coin_copy = copy coin
`)}}
	set, err := art.Load(fsys)
	if err != nil {
		fmt.Println(err)
		return
	}
	img, _ := set.Image("coin")
	fmt.Println(set.Names(), img.Bounds().Dx(), "x", img.Bounds().Dy())
	// Output: [coin coin_copy] 4 x 3
}

func ExampleNESIndex() {
	green := art.NES[0x1a] // the field's backdrop
	n, ok := art.NESIndex(green)
	fmt.Printf("$%02X %v %v\n", n, ok, green)
	_, ok = art.NESIndex(color.RGBA{0x3c, 0x8c, 0x28, 0xff})
	fmt.Println(ok)
	// Output:
	// $1A true {0 168 0 255}
	// false
}

// FuzzParseSheet feeds the sheet parser any text: it never panics, keeps
// the shared loader bounds, and a sheet it accepts has named, non-empty
// sprites whose colours are the palette's.
func FuzzParseSheet(f *testing.F) {
	files, err := filepath.Glob(filepath.Join(sheets, "*.txt"))
	if err != nil || len(files) == 0 {
		f.Fatalf("no sheets in %s: %v", sheets, err)
	}
	for _, p := range files {
		raw, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(raw)
	}
	f.Add([]byte("palette\n K $0F\n W $30 # white\nsprite a\nKW.\nsprite b = flipx a\n"))
	f.Add([]byte("palette\n K $4G\nsprite a\nK\n"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		var set *art.Set
		datatest.Bounded(t, func() { set, _ = art.ParseSheet("fuzz.txt", raw) })
		if set == nil {
			return
		}
		seen := map[string]bool{}
		for _, n := range set.Names() {
			img, ok := set.Image(n)
			if !ok || seen[n] || img.Bounds().Empty() {
				t.Fatalf("sprite %q: in the set %v, twice %v, bounds %v", n, ok, seen[n], img.Bounds())
			}
			seen[n] = true
		}
	})
}

// A sheet past a limit is refused with an error naming the file and the
// line, before its images are made: no text file can make the game
// allocate more than a few megabytes.
func TestSheetLimits(t *testing.T) {
	const pal = "palette\n K $0F\n"
	row := func(w int) string { return strings.Repeat("K", w) + "\n" }
	wide := pal + "sprite wide\n" + row(art.MaxSpriteSide+1)
	tall := pal + "sprite tall\n" + strings.Repeat(row(1), art.MaxSpriteSide+1)
	square := pal + "sprite big\n" + strings.Repeat(row(art.MaxSpriteSide), art.MaxSpriteSide)
	copies := square // each copy of a 256x256 sprite is 65,536 more pixels
	for i := 0; i < art.MaxSheetPixels/(art.MaxSpriteSide*art.MaxSpriteSide); i++ {
		copies += fmt.Sprintf("sprite c%d = copy big\n", i)
	}
	cases := []struct {
		name, sheet string
		want        string
	}{
		{"a sprite too wide", wide, "limits.txt:3: sprite wide: 257x1 pixels, over the limit of 256 a side"},
		{"a sprite too tall", tall, "limits.txt:3: sprite tall: 1x257 pixels"},
		{"a line too long", pal + "# " + strings.Repeat("x", art.MaxLineLength) + "\n", "limits.txt:3: line of 514 characters, over the limit of 512"},
		{"copies past the sheet's pixels", copies, "limits.txt:275: sprite c15: the file's sprites pass 1048576 pixels"},
		{"a file too large", strings.Repeat("#\n", art.MaxSheetSize/2+1), "limits.txt: file too large"},
		{"at the limits", square, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var err error
			datatest.Bounded(t, func() { _, err = art.ParseSheet("limits.txt", []byte(c.sheet)) })
			if c.want == "" {
				if err != nil {
					t.Fatalf("got %v, want the sheet accepted", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error containing %q", err, c.want)
			}
		})
	}
}
