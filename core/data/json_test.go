package data_test

import (
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/data"
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
}

func TestDecodeStrict(t *testing.T) {
	cases := []struct {
		name, in string
		want     []string // substrings of the error; nil means success
	}{
		{"good", `{"Emitter": {"ParticleLife": 2, "Count": 3}, "Name": "x"}`, nil},
		{"unknown field", "{\n  \"Emitter\": {\"SpawnRat\": 1}\n}", []string{"f.json:2:15", `unknown field "Emitter.SpawnRat"`}},
		{"syntax", "{\n  \"Name\": \"x\",\n}", []string{"f.json:2:", "invalid character"}},
		{"type", "{\"Emitter\": {\"Count\": \"many\"}}", []string{"f.json:1:", "Count", "want int"}},
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
