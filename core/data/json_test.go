package data_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/data/datatest"
)

type inner struct {
	Life  float32 `json:"ParticleLife"`
	Count int
}
type outer struct {
	Emitter inner
	Name    string
	List    []inner
	Map     map[string]inner
	Seed    uint64 `json:"seed"`
	Small   int8
	Ratio   float32
	On      bool
	Pair    [2]int
	ByLevel map[int]int
	Any     any
}

func TestDecodeStrict(t *testing.T) {
	cases := []struct {
		name, in string
		want     []string // substrings of the error; nil means success
	}{
		{"good", `{"Emitter": {"ParticleLife": 2, "Count": 3}, "Name": "x"}`, nil},
		{"unknown field", "{\n  \"Emitter\": {\"SpawnRat\": 1}\n}", []string{"f.json:2:15", `unknown field "Emitter.SpawnRat"`}},
		{"syntax", "{\n  \"Name\": \"x\",\n}", []string{"f.json:3:1", "invalid character"}},
		{"type", "{\"Emitter\": {\"Count\": \"many\"}}", []string{"f.json:1:23: Emitter.Count: want an integer, got \"many\""}},
		{"JSON key, not Go field", `{"seed": "x"}`, []string{"f.json:1:10: seed: want a non-negative integer"}},
		{"negative into unsigned", `{"seed": -1}`, []string{"f.json:1:10: seed: want a non-negative integer, got -1"}},
		{"fraction into integer", `{"Small": 1.5}`, []string{"f.json:1:11: Small: want an integer, got 1.5"}},
		{"integer out of range", `{"Small": 300}`, []string{"f.json:1:11: Small: 300 is out of range (a int8)"}},
		{"float out of range", `{"Ratio": 1e39}`, []string{"f.json:1:11: Ratio: 1e39 is out of range"}},
		{"bool", `{"On": 1}`, []string{"f.json:1:8: On: want true or false, got 1"}},
		{"object for a string", `{"Name": {}}`, []string{"f.json:1:10: Name: want a string, got an object"}},
		{"array for an object", `{"Emitter": []}`, []string{"f.json:1:13: Emitter: want an object, got an array"}},
		{"too many in a fixed array", `{"Pair": [1, 2, 3]}`, []string{"f.json:1:17: Pair[2]: too many elements"}},
		{"integer map keys", `{"ByLevel": {"1": 2, "two": 3}}`, []string{"f.json:1:22: ByLevel.two: want an integer key"}},
		{"anything in an any", `{"Any": {"a": [1, "b", null, {"c": true}]}}`, nil},
		{"null leaves the value", `{"Emitter": null, "Name": null}`, nil},
		{"invalid UTF-8 in a string", "{\"Name\":\"\xff\"}", []string{"f.json:1:10: invalid UTF-8 (byte 0xff)"}},
		{"invalid UTF-8 names", "{\"Name\": \"\xff\xff\xff\"}", []string{"f.json:1:11: invalid UTF-8"}},
		{"invalid UTF-8 on a later line", "{\n\"Name\": \"ok\",\n\"List\": [\"\xc3\"]}", []string{"f.json:3:11: invalid UTF-8 (byte 0xc3)"}},
		{"truncated", "{", []string{"f.json:1:2: unexpected end of file"}},
		{"truncated in a value", "{\"Emitter\": {\"Count\": 1", []string{"f.json:", "unexpected end of file"}},
		{"truncated string", `{"Name": "x`, []string{"f.json:", "unexpected end of file"}},
		{"missing colon", `{"Name" "x"}`, []string{"f.json:1:9: Name: invalid character '\"' after object key"}},
		{"missing comma", `{"Pair": [1 2]}`, []string{"f.json:1:13: Pair[1]: invalid character '2' after array element"}},
		{"bare word", `{"Name": nope}`, []string{"f.json:1:11: Name: invalid character 'o' in literal null"}},
		{"trailing", `{"Name": "x"} {"Name": "y"}`, []string{"f.json:1:15", "after the JSON value"}},
		{"empty", "  ", []string{"f.json", "empty"}},
		{"prefix of a field", `{"Emitter": {"Particle": 1}}`, []string{"f.json:1:14", `unknown field "Emitter.Particle"`}},
		{"wrong case", `{"name": "x"}`, []string{"f.json:1:2", `"name"`, `did you mean "Name"`}},
		{"nested in array", `{"List": [{"Count": 1}, {"Cout": 2}]}`, []string{"f.json:1:26", `"List[1].Cout"`}},
		{"map keys are free", `{"Map": {"anything": {"Count": 1}}}`, nil},
		{"trailing space ok", "{\"Name\": \"x\"}\n\n", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var v outer
			err := data.DecodeStrict("f.json", []byte(c.in), &v)
			if c.want == nil {
				if err != nil {
					t.Fatalf("got error %v, want none", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("got no error, want one containing %q", c.want)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got %q, want it to contain %q", err, w)
				}
			}
		})
	}
}

func TestFieldError(t *testing.T) {
	err := data.Errorf("fire.json", "Emitter.ParticleLife", "must be > 0, got %v", -1)
	if got, want := err.Error(), "fire.json: field Emitter.ParticleLife: must be > 0, got -1"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

// The inputs that once crashed go-json (a panic on one non-UTF-8 byte in a
// string: "slice bounds out of range") are errors with a position.
func TestDecodeStrictNeverPanics(t *testing.T) {
	type a struct{ A string }
	for _, in := range []string{
		"{\"A\":\"\xff\"}",
		"{\"A\":\"\xff\xff\xff\"}",
		"[{\"A\":\"x\xe2\x82\"}]",
		"{\"A\":\"\xed\xa0\x80\"}", // a UTF-16 surrogate encoded as UTF-8
		"{",
		"{\"A\":",
		"\"\xff",
	} {
		for _, v := range []any{&a{}, &[]a{}, new(any), new(map[string]string)} {
			err := data.DecodeStrict("x.json", []byte(in), v)
			if err == nil || !strings.HasPrefix(err.Error(), "x.json:") {
				t.Errorf("DecodeStrict(%q, %T): got %v, want an error with a position", in, v, err)
			}
		}
	}
}

func FuzzDecodeStrict(f *testing.F) {
	for _, seed := range []string{
		`{"Emitter": {"ParticleLife": 2, "Count": 3}, "Name": "x", "List": [{"Count": 1}], "Map": {"a": {}}}`,
		`{"seed": 18446744073709551615, "Small": -128, "Ratio": 1.5e-3, "On": true, "Pair": [1, 2]}`,
		`{"ByLevel": {"1": 2}, "Any": [null, {"x": [1.5, "y"]}]}`,
		"{\"Name\":\"\xff\"}", "{", "[", `{"Name": "x"} trailing`, `{"name": 1}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var v outer
		var err error
		datatest.Bounded(t, func() { err = data.DecodeStrict("fuzz.json", raw, &v) })
		if err != nil && !strings.HasPrefix(err.Error(), "fuzz.json") {
			t.Fatalf("error %q does not name the file", err)
		}
		if err == nil && !utf8.Valid(raw) {
			t.Fatalf("accepted invalid UTF-8: %q", raw)
		}
	})
}
