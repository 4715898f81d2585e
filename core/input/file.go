package input

import (
	"bytes"
	"fmt"
	"io/fs"
	"maps"
	"slices"

	"github.com/bengine-go/bengine/core/data"
	json "github.com/goccy/go-json"
)

// The bindings file, as designers write it:
//
//	{
//	  "players": [
//	    {
//	      "player": 1,
//	      "actions": {
//	        "up": [
//	          {"key": "Up", "state": "held"},
//	          {"button": "DPadUp", "state": "held"},
//	          {"stick": "LeftUp", "deadZone": 0.5, "state": "held"}
//	        ],
//	        "a": [{"key": "X"}, {"button": "South"}]
//	      }
//	    }
//	  ]
//	}
//
// A binding has exactly one of key (a KeyName), button (a Button name) or
// stick (a Stick name); deadZone only with stick; state is pressed (the
// default), held or released.
type fileRoot struct {
	Players []filePlayer `json:"players"`
}

type filePlayer struct {
	Player  int                      `json:"player"`
	Actions map[string][]fileBinding `json:"actions"`
}

type fileBinding struct {
	Key      string  `json:"key,omitempty"`
	Button   string  `json:"button,omitempty"`
	Stick    string  `json:"stick,omitempty"`
	DeadZone float32 `json:"deadZone,omitempty"`
	State    string  `json:"state,omitempty"`
}

// DecodeBindings parses a bindings file into each player's actions, keyed by
// player number. Unknown fields, unknown key, button, stick or state names,
// and bindings that are not exactly one input are errors naming the file
// and the entry ("players[0].actions.up[1].key").
func DecodeBindings(name string, raw []byte) (map[int]Actions, error) {
	var root fileRoot
	if err := data.DecodeStrict(name, raw, &root); err != nil {
		return nil, err
	}
	out := make(map[int]Actions, len(root.Players))
	for i, fp := range root.Players {
		at := fmt.Sprintf("players[%d]", i)
		if fp.Player < 1 || fp.Player > MaxPlayers {
			return nil, data.Errorf(name, at+".player", "must be 1..%d, got %d", MaxPlayers, fp.Player)
		}
		if _, dup := out[fp.Player]; dup {
			return nil, data.Errorf(name, at+".player", "player %d is listed twice", fp.Player)
		}
		acts := make(Actions, len(fp.Actions))
		for _, action := range slices.Sorted(maps.Keys(fp.Actions)) {
			if action == "" {
				return nil, data.Errorf(name, at+".actions", "empty action name")
			}
			bs := make([]Binding, 0, len(fp.Actions[action]))
			for j, fb := range fp.Actions[action] {
				b, err := fb.binding(name, fmt.Sprintf("%s.actions.%s[%d]", at, action, j))
				if err != nil {
					return nil, err
				}
				bs = append(bs, b)
			}
			acts[action] = bs
		}
		out[fp.Player] = acts
	}
	return out, nil
}

func (fb fileBinding) binding(file, at string) (Binding, error) {
	var b Binding
	inputs := 0
	if fb.Key != "" {
		inputs++
		k, ok := ParseKey(fb.Key)
		if !ok {
			return b, data.Errorf(file, at+".key", "unknown key name %q%s", fb.Key, hint(suggestKey(fb.Key)))
		}
		b.Key = k
	}
	if fb.Button != "" {
		inputs++
		btn, ok := ParseButton(fb.Button)
		if !ok {
			return b, data.Errorf(file, at+".button", "unknown button name %q%s", fb.Button, hint(suggest(fb.Button, buttonNames[:])))
		}
		b.Button = btn
	}
	if fb.Stick != "" {
		inputs++
		s, ok := ParseStick(fb.Stick)
		if !ok {
			return b, data.Errorf(file, at+".stick", "unknown stick direction %q%s", fb.Stick, hint(suggest(fb.Stick, stickNames[:])))
		}
		b.Stick = s
	}
	if inputs != 1 {
		return b, data.Errorf(file, at, "want exactly one of key, button or stick, got %d", inputs)
	}
	if fb.DeadZone != 0 {
		if b.Stick == StickNone {
			return b, data.Errorf(file, at+".deadZone", "a dead zone applies to a stick only")
		}
		if fb.DeadZone <= 0 || fb.DeadZone >= 1 {
			return b, data.Errorf(file, at+".deadZone", "must be in (0, 1), got %g", fb.DeadZone)
		}
		b.DeadZone = fb.DeadZone
	}
	if fb.State != "" {
		s, ok := ParseState(fb.State)
		if !ok {
			return b, data.Errorf(file, at+".state", "unknown state %q, want pressed, held or released", fb.State)
		}
		b.State = s
	}
	return b.normalized(), nil
}

func hint(s string) string {
	if s == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", s)
}

// EncodeBindings writes players' actions in the bindings file format,
// players in ascending order, actions sorted by name, one binding a line.
func EncodeBindings(players map[int]Actions) ([]byte, error) {
	var w bytes.Buffer
	w.WriteString("{\n  \"players\": [")
	for i, p := range slices.Sorted(maps.Keys(players)) {
		if i > 0 {
			w.WriteByte(',')
		}
		fmt.Fprintf(&w, "\n    {\n      \"player\": %d,\n      \"actions\": {", p)
		for j, name := range players[p].Names() {
			if j > 0 {
				w.WriteByte(',')
			}
			key, _ := json.Marshal(name)
			fmt.Fprintf(&w, "\n        %s: [", key)
			for k, b := range players[p][name] {
				if msg := b.validate(); msg != "" {
					return nil, fmt.Errorf("input: encode bindings: player %d action %q: %s", p, name, msg)
				}
				fb := fileBinding{State: b.State.String()}
				switch {
				case b.Key != KeyNone:
					fb.Key = KeyName(b.Key)
				case b.Button != ButtonNone:
					fb.Button = b.Button.String()
				default:
					fb.Stick, fb.DeadZone = b.Stick.String(), b.normalized().DeadZone
				}
				line, err := json.Marshal(fb)
				if err != nil {
					return nil, fmt.Errorf("input: encode bindings: %w", err)
				}
				if k > 0 {
					w.WriteByte(',')
				}
				w.WriteString("\n          ")
				w.Write(bytes.ReplaceAll(bytes.ReplaceAll(line, []byte(`":`), []byte(`": `)), []byte(`,"`), []byte(`, "`)))
			}
			w.WriteString("\n        ]")
		}
		w.WriteString("\n      }\n    }")
	}
	w.WriteString("\n  ]\n}\n")
	return w.Bytes(), nil
}

// LoadBindings reads the bindings file name of fsys and replaces the
// actions of the players it lists; commands bound with BindAction follow the
// new bindings. On error nothing changes.
func (m *Manager) LoadBindings(fsys fs.FS, name string) error {
	raw, err := data.ReadFile(fsys, name)
	if err != nil {
		return fmt.Errorf("input: load bindings: %w", err)
	}
	players, err := DecodeBindings(name, raw)
	if err != nil {
		return fmt.Errorf("input: load bindings: %w", err)
	}
	for p := range players {
		if p > m.nplayers {
			return fmt.Errorf("input: load bindings: %w",
				data.Errorf(name, "players", "player %d, but the game has %d players", p, m.nplayers))
		}
	}
	for p, acts := range players {
		m.actions[p] = acts
	}
	m.dirty = true
	return nil
}

// SaveBindings writes every player's actions to path atomically
// (data.WriteFileAtomic: a crash never leaves a half-written file), creating
// its folder if needed.
func (m *Manager) SaveBindings(path string) error {
	players := make(map[int]Actions, m.nplayers)
	for p := 1; p <= m.nplayers; p++ {
		players[p] = m.actions[p]
	}
	out, err := EncodeBindings(players)
	if err != nil {
		return err
	}
	if err := data.WriteFileAtomic(path, out, 0o644); err != nil {
		return fmt.Errorf("input: save bindings: %w", err)
	}
	return nil
}
