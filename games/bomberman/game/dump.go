package game

import json "github.com/goccy/go-json"

// Dump is the game state as JSON (the -dump flag): what tests, replays and
// tools compare.
type Dump struct {
	Tick    int         `json:"tick"`
	Stage   int         `json:"stage"`
	Bonus   bool        `json:"bonus"`
	Phase   string      `json:"phase"`
	Timer   int         `json:"timer"`
	Score   int         `json:"score"`
	Lives   int         `json:"lives"`
	Player  PlayerDump  `json:"player"`
	Map     []string    `json:"map"` // rows top to bottom: 13 of 31 chars, 13 of 15 in versus
	Exit    ExitDump    `json:"exit"`
	Item    ItemDump    `json:"item"`
	Bombs   []BombDump  `json:"bombs"`
	Flames  []FlameDump `json:"flames"`
	Enemies []EnemyDump `json:"enemies"`
	Secret  *SecretDump `json:"secret,omitempty"`
	Pass    string      `json:"password,omitempty"`
	Mode    string      `json:"mode,omitempty"`
	Paused  bool        `json:"paused,omitempty"`
	Player2 *PlayerDump `json:"player2,omitempty"`
	Items   []ItemDump  `json:"items,omitempty"`
	Wins    []int       `json:"wins,omitempty"`
}

// PlayerDump is the player part of a Dump.
type PlayerDump struct {
	Cell      [2]int `json:"cell"`
	Offset    [2]int `json:"offset"`
	Alive     bool   `json:"alive"`
	Bombs     int    `json:"bombs"`
	Range     int    `json:"range"`
	Speed     bool   `json:"speed"`
	Wallpass  bool   `json:"wallpass"`
	Bombpass  bool   `json:"bombpass"`
	Detonator bool   `json:"detonator"`
	Flamepass bool   `json:"flamepass"`
	Mystery   int    `json:"mystery"`
	Lives     int    `json:"lives"`
}

// ExitDump is the exit part of a Dump.
type ExitDump struct {
	Cell     [2]int `json:"cell"`
	Revealed bool   `json:"revealed"`
}

// ItemDump is the item part of a Dump.
type ItemDump struct {
	Type     string `json:"type"`
	Cell     [2]int `json:"cell"`
	Revealed bool   `json:"revealed"`
	Taken    bool   `json:"taken"`
}

// BombDump is one bomb of a Dump.
type BombDump struct {
	Cell  [2]int `json:"cell"`
	Fuse  int    `json:"fuse"`
	Range int    `json:"range"`
}

// FlameDump is one flame cell of a Dump.
type FlameDump struct {
	Cell [2]int `json:"cell"`
	Age  int    `json:"age"`
}

// EnemyDump is one enemy of a Dump.
type EnemyDump struct {
	Type   string `json:"type"`
	Cell   [2]int `json:"cell"`
	Offset [2]int `json:"offset"`
	State  string `json:"state"`
	Dir    string `json:"dir"`
}

// SecretDump is the visible secret bonus item.
type SecretDump struct {
	Type string `json:"type"`
	Cell [2]int `json:"cell"`
}

var tileChars = [4]byte{'.', '#', '=', '~'}

// MapString returns map row y as one character per cell of the map's width
// (31 on the NES map, 15 in the versus arena): # concrete, = brick,
// ~ burning brick, . floor.
func (g *Game) MapString(y int) string {
	var row [MapW]byte
	for x := 0; x < g.width; x++ {
		row[x] = tileChars[g.stage.tiles[y][x]]
	}
	return string(row[:g.width])
}

// Dump returns the state dump. It allocates; call it outside the hot loop.
func (g *Game) Dump() *Dump {
	p := &g.players[0]
	d := &Dump{Tick: g.ticks, Stage: g.stageNumber, Bonus: g.stage.bonus, Phase: g.phase.String(), Timer: g.stage.timer,
		Score: g.score * 100, Lives: p.Lives, Pass: g.password, Paused: g.paused}
	d.Player = playerDump(p)
	if g.playerCount == 2 {
		d.Mode = g.mode.String()
		p2 := playerDump(&g.players[1])
		d.Player2 = &p2
	}
	if g.mode == ModeVersus {
		d.Wins = []int{g.players[0].Wins, g.players[1].Wins}
		for _, it := range g.Items() {
			d.Items = append(d.Items, itemDump(&it))
		}
	}
	d.Map = make([]string, g.height)
	for y := range d.Map {
		d.Map[y] = g.MapString(y)
	}
	d.Exit = ExitDump{Cell: [2]int{g.stage.exit.X, g.stage.exit.Y}, Revealed: g.stage.exit.Revealed}
	d.Item = itemDump(&g.stage.items[0])
	d.Bombs = []BombDump{}
	for _, i := range g.bombOrder() {
		b := &g.stage.bombs[i]
		d.Bombs = append(d.Bombs, BombDump{Cell: [2]int{b.X, b.Y}, Fuse: b.Fuse, Range: b.Range})
	}
	d.Flames = []FlameDump{}
	for _, f := range g.Flames() {
		d.Flames = append(d.Flames, FlameDump{Cell: [2]int{f.X, f.Y}, Age: f.Age})
	}
	d.Enemies = []EnemyDump{}
	for i := range g.stage.enemies {
		e := &g.stage.enemies[i]
		if e.State == EnemyFree {
			continue
		}
		d.Enemies = append(d.Enemies, EnemyDump{Type: e.Kind.String(), Cell: [2]int{e.X, e.Y},
			Offset: [2]int{e.U, e.V}, State: e.State.String(), Dir: e.Dir.String()})
	}
	if g.stage.secret.Visible {
		d.Secret = &SecretDump{Type: g.stage.secret.Kind.String(), Cell: [2]int{g.stage.secret.X, g.stage.secret.Y}}
	}
	return d
}

func playerDump(p *Player) PlayerDump {
	return PlayerDump{Cell: [2]int{p.X, p.Y}, Offset: [2]int{p.U, p.V}, Alive: p.Alive, Bombs: p.Bombs,
		Range: p.Range, Speed: p.Speed, Wallpass: p.Wallpass, Bombpass: p.Bombpass, Detonator: p.Detonator,
		Flamepass: p.Flamepass, Mystery: p.Mystery, Lives: p.Lives}
}

func itemDump(it *ItemState) ItemDump {
	return ItemDump{Type: it.Kind.String(), Cell: [2]int{it.X, it.Y}, Revealed: it.Revealed, Taken: it.Taken}
}

// bombOrder lists the active bomb slots oldest first.
func (g *Game) bombOrder() []int {
	var idx []int
	for i := range g.stage.bombs {
		if g.stage.bombs[i].Active {
			idx = append(idx, i)
		}
	}
	for i := 1; i < len(idx); i++ {
		for j := i; j > 0 && g.stage.bombs[idx[j]].Order < g.stage.bombs[idx[j-1]].Order; j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
	return idx
}

// JSON returns the dump as indented JSON.
func (d *Dump) JSON() ([]byte, error) {
	return json.MarshalIndent(d, "", "  ")
}
