package stats_test

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/stats"
)

const towerJSON = `{
  "MaxHealth": 100,
  "ReloadTime": 1.5,
  "RespawnRate": 2,
  "AttackDamage": 5,
  "MaxSpeed": 40,
  "Cost": 150,
  "MaxHealthLvls": [100, 150, 220],
  "MaxSpeedLvls": [40, 48, 60],
  "AttackDamageLvls": [5, 8, 12],
  "UpgradeCostLvls": [100, 250]
}`

func tower(t *testing.T) *stats.Stats {
	t.Helper()
	cfg, err := stats.ParseConfig("tower.json", []byte(towerJSON))
	if err != nil {
		t.Fatal(err)
	}
	return stats.New(cfg)
}

func TestUpgradePaths(t *testing.T) {
	type path struct {
		name    string
		upgrade func(*stats.Stats, stats.Wallet) bool
		value   func(*stats.Stats) float32
		level   func(*stats.Stats) int
		want    []float32 // value at levels 0, 1, 2
	}
	paths := []path{
		{"MaxHealth", (*stats.Stats).UpgradeMaxHealth, func(s *stats.Stats) float32 { return float32(s.MaxHealth) },
			(*stats.Stats).HealthLevel, []float32{100, 150, 220}},
		{"MaxSpeed", (*stats.Stats).UpgradeMaxSpeed, func(s *stats.Stats) float32 { return s.MaxSpeed },
			(*stats.Stats).SpeedLevel, []float32{40, 48, 60}},
		{"AttackDamage", (*stats.Stats).UpgradeAttackDamage, func(s *stats.Stats) float32 { return float32(s.AttackDamage) },
			(*stats.Stats).DamageLevel, []float32{5, 8, 12}},
	}
	for _, p := range paths {
		t.Run(p.name, func(t *testing.T) {
			s := tower(t)
			purse := &stats.Purse{Coins: 400}
			steps := []struct {
				ok    bool
				coins int
				level int
			}{
				{true, 300, 1}, // pays UpgradeCostLvls[0] = 100
				{true, 50, 2},  // pays UpgradeCostLvls[1] = 250
				{false, 50, 2}, // at the cap
				{false, 50, 2}, // still
			}
			if got := p.value(s); got != p.want[0] {
				t.Fatalf("level 0: got %v, want %v", got, p.want[0])
			}
			for i, st := range steps {
				if got := p.upgrade(s, purse); got != st.ok {
					t.Fatalf("upgrade %d: got %v, want %v", i, got, st.ok)
				}
				if purse.Coins != st.coins || p.level(s) != st.level {
					t.Fatalf("upgrade %d: got %d coins at level %d, want %d at level %d", i, purse.Coins, p.level(s), st.coins, st.level)
				}
				if got, want := p.value(s), p.want[st.level]; got != want {
					t.Fatalf("upgrade %d: got value %v, want %v", i, got, want)
				}
			}
		})
	}
}

func TestUpgradeInsufficientFunds(t *testing.T) {
	s := tower(t)
	purse := &stats.Purse{Coins: 99}
	if s.UpgradeAttackDamage(purse) {
		t.Fatal("got an upgrade for 99 coins, want a refusal (costs 100)")
	}
	if purse.Coins != 99 || s.DamageLevel() != 0 || s.AttackDamage != 5 {
		t.Fatalf("after a refusal: got %d coins, level %d, damage %d; want 99, 0, 5", purse.Coins, s.DamageLevel(), s.AttackDamage)
	}
	if s.UpgradeAttackDamage(nil) {
		t.Fatal("got an upgrade with no wallet")
	}
	purse.Coins = 100
	if !s.UpgradeAttackDamage(purse) || purse.Coins != 0 {
		t.Fatalf("exact price: got %d coins left, want the upgrade and 0", purse.Coins)
	}
}

func TestUpgradeHealthHeals(t *testing.T) {
	s := tower(t)
	s.Damage(30) // 70/100
	s.UpgradeMaxHealth(&stats.Purse{Coins: 1000})
	if s.Health != 120 || s.MaxHealth != 150 {
		t.Fatalf("got %d/%d, want 120/150", s.Health, s.MaxHealth)
	}
}

func TestNoLevels(t *testing.T) {
	cfg, err := stats.ParseConfig("rock.json", []byte(`{"MaxHealth": 10}`))
	if err != nil {
		t.Fatal(err)
	}
	s := stats.New(cfg)
	if s.UpgradeMaxHealth(&stats.Purse{Coins: 1e6}) || s.Levels() != 1 {
		t.Fatalf("no level arrays: got an upgrade or %d levels, want none and 1", s.Levels())
	}
}

func TestDamageAndTimers(t *testing.T) {
	s := tower(t)
	if got := s.Attack(); got != 5 || !s.IsAttacking {
		t.Fatalf("first attack: got %d, attacking %v; want 5, true", got, s.IsAttacking)
	}
	if got := s.Attack(); got != 0 {
		t.Fatalf("attack while reloading: got %d, want 0", got)
	}
	for i := 0; i < 15; i++ { // 1.5 s at 0.1
		s.FixedUpdate(0.1)
	}
	if s.IsAttacking || !s.CanAttack() {
		t.Fatalf("after ReloadTime: attacking %v, can attack %v; want false, true", s.IsAttacking, s.CanAttack())
	}
	if s.Damage(40) || !s.IsHurt || s.Health != 60 {
		t.Fatalf("hit: got health %d, hurt %v", s.Health, s.IsHurt)
	}
	s.FixedUpdate(0.3)
	if s.IsHurt {
		t.Fatal("still hurt after HurtTime")
	}
	s.Heal(500)
	if s.Health != 100 {
		t.Fatalf("heal: got %d, want 100 (capped)", s.Health)
	}
	if !s.Damage(100) || !s.IsDead || s.Health != 0 {
		t.Fatalf("kill: got dead %v, health %d", s.IsDead, s.Health)
	}
	if s.Damage(5) || s.CanAttack() {
		t.Fatal("the dead take hits or attack")
	}
	for i := 0; i < 19; i++ {
		s.FixedUpdate(0.1)
	}
	if !s.IsDead {
		t.Fatal("respawned before RespawnRate (2 s)")
	}
	s.FixedUpdate(0.11)
	if s.IsDead || s.Health != 100 {
		t.Fatalf("after RespawnRate: dead %v, health %d; want alive at 100", s.IsDead, s.Health)
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, in string
		want     []string
	}{
		{"negative health", `{"MaxHealth": -1}`, []string{"bad.json", "field MaxHealth", "-1"}},
		{"negative reload", `{"ReloadTime": -0.5}`, []string{"field ReloadTime"}},
		{"negative level", `{"MaxHealthLvls": [10, -20], "MaxSpeedLvls": [1, 2], "AttackDamageLvls": [1, 2], "UpgradeCostLvls": [5]}`,
			[]string{"field MaxHealthLvls[1]"}},
		{"negative speed level", `{"MaxSpeedLvls": [1, -2], "UpgradeCostLvls": [5]}`, []string{"field MaxSpeedLvls[1]"}},
		{"negative cost", `{"MaxHealthLvls": [1, 2], "UpgradeCostLvls": [-5]}`, []string{"field UpgradeCostLvls[0]"}},
		{"length mismatch", `{"MaxHealthLvls": [1, 2, 3], "MaxSpeedLvls": [1, 2], "UpgradeCostLvls": [1, 2]}`,
			[]string{"field MaxSpeedLvls", "2 levels"}},
		{"cost count", `{"MaxHealthLvls": [1, 2, 3], "UpgradeCostLvls": [1, 2, 3]}`, []string{"field UpgradeCostLvls", "want 2"}},
		{"costs without levels", `{"UpgradeCostLvls": [1]}`, []string{"field UpgradeCostLvls"}},
		{"base disagrees", `{"MaxHealth": 90, "MaxHealthLvls": [100, 150], "UpgradeCostLvls": [1]}`, []string{"field MaxHealth", "MaxHealthLvls[0]"}},
		{"unknown field", "{\n  \"MaxHelth\": 3\n}", []string{"bad.json:2:", `unknown field "MaxHelth"`}},
		{"type", `{"MaxHealth": "lots"}`, []string{"bad.json:1:"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := stats.ParseConfig("bad.json", []byte(c.in))
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

func TestBaseFromLevels(t *testing.T) {
	cfg, err := stats.ParseConfig("t.json", []byte(`{"MaxHealthLvls": [30, 40], "AttackDamageLvls": [2, 3], "MaxSpeedLvls": [9, 10], "UpgradeCostLvls": [1]}`))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.MaxHealth != 30 || cfg.AttackDamage != 2 || cfg.MaxSpeed != 9 {
		t.Fatalf("got %+v, want the base fields from level 0", cfg)
	}
}

func TestReloadKeepsHealthSane(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "tower.json")
	os.WriteFile(path, []byte(towerJSON), 0o644)
	s, err := stats.Load(data.Dir(dir, nil), "tower.json")
	if err != nil {
		t.Fatal(err)
	}
	s.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	purse := &stats.Purse{Coins: 1000}
	s.UpgradeMaxHealth(purse)
	s.UpgradeMaxHealth(purse) // level 2: 220
	s.Damage(20)              // 200/220

	cases := []struct {
		name       string
		file       string
		wantErr    bool
		wantHealth int
		wantMax    int
		wantLevel  int
	}{
		// Fewer levels: the level clamps to the new cap and Health to the
		// new maximum.
		{"shrink", `{"MaxHealthLvls": [50, 80], "UpgradeCostLvls": [10]}`, false, 80, 80, 1},
		{"broken", `{"MaxHealthLvls": [50, -80], "UpgradeCostLvls": [10]}`, true, 80, 80, 1},
		{"grow", `{"MaxHealthLvls": [50, 500, 900], "UpgradeCostLvls": [10, 20]}`, false, 80, 500, 1},
	}
	for _, c := range cases {
		os.WriteFile(path, []byte(c.file), 0o644)
		err := s.Reload()
		if (err != nil) != c.wantErr || (s.LastError() != nil) != c.wantErr {
			t.Fatalf("%s: got error %v, want error %v", c.name, err, c.wantErr)
		}
		if s.Health != c.wantHealth || s.MaxHealth != c.wantMax || s.HealthLevel() != c.wantLevel {
			t.Fatalf("%s: got %d/%d at level %d, want %d/%d at level %d", c.name,
				s.Health, s.MaxHealth, s.HealthLevel(), c.wantHealth, c.wantMax, c.wantLevel)
		}
	}
	// The dead stay dead at 0 through a reload.
	s.Damage(1000)
	os.WriteFile(path, []byte(towerJSON), 0o644)
	if err := s.Reload(); err != nil || !s.IsDead || s.Health != 0 {
		t.Fatalf("reload while dead: err %v, dead %v, health %d", err, s.IsDead, s.Health)
	}
}

func TestHotReloadWatcher(t *testing.T) {
	w, err := data.NewWatcher(&data.WatchOptions{Debounce: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	dir := t.TempDir()
	path := filepath.Join(dir, "tower.json")
	os.WriteFile(path, []byte(towerJSON), 0o644)
	s, err := stats.Load(data.Dir(dir, w), "tower.json")
	if err != nil {
		t.Fatal(err)
	}
	s.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	sc := scene.New("test")
	scene.AddComponent(sc.NewObject("tower"), s)
	if err := s.Watch(); err != nil {
		t.Fatal(err)
	}
	wait := func(what string, cond func() bool) {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for !cond() {
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %s", what)
			}
			w.Poll()
			sc.FixedUpdate(1.0 / 60)
			time.Sleep(5 * time.Millisecond)
		}
	}
	os.WriteFile(path, []byte(strings.Replace(towerJSON, `"Cost": 150`, `"Cost": -1`, 1)), 0o644)
	wait("the error", func() bool { return s.LastError() != nil })
	if s.Cost != 150 {
		t.Fatalf("after a broken edit: got Cost %d, want the last good 150", s.Cost)
	}
	os.WriteFile(path, []byte(strings.Replace(towerJSON, `"Cost": 150`, `"Cost": 175`, 1)), 0o644)
	wait("recovery", func() bool { return s.LastError() == nil && s.Cost == 175 })
}

func FuzzStatsConfig(f *testing.F) {
	f.Add([]byte(towerJSON))
	// The real stats files: the Mayhem example's tower and zeppelin.
	files, _ := filepath.Glob("../../data/mayhem/*.json")
	if len(files) == 0 {
		f.Fatal("no stats files in data/mayhem to seed the fuzzer with")
	}
	for _, name := range files {
		if raw, err := os.ReadFile(name); err == nil {
			f.Add(raw)
		}
	}
	f.Add([]byte(`{"MaxHealthLvls": [1, 2], "UpgradeCostLvls": [3]}`))
	f.Add([]byte(`{"MaxSpeed": 1e39}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		var c *stats.Config
		var err error
		datatest.Bounded(t, func() { c, err = stats.ParseConfig("fuzz.json", raw) })
		if (c == nil) == (err == nil) {
			t.Fatalf("got config %v and error %v, want exactly one", c, err)
		}
		if err != nil {
			return
		}
		// A config that loads must play: upgrades up to the cap, damage,
		// reload.
		s := stats.New(c)
		p := &stats.Purse{Coins: 1 << 30}
		for i := 0; i < c.Levels()+1; i++ {
			s.UpgradeMaxHealth(p)
			s.UpgradeMaxSpeed(p)
			s.UpgradeAttackDamage(p)
		}
		if s.Health < 0 || s.Health > s.MaxHealth {
			t.Fatalf("health %d outside [0, %d]", s.Health, s.MaxHealth)
		}
		s.Damage(1)
		s.FixedUpdate(0.1)
		s.SetConfig(c)
		if s.Health < 0 || s.Health > s.MaxHealth {
			t.Fatalf("after SetConfig: health %d outside [0, %d]", s.Health, s.MaxHealth)
		}
	})
}

func ExampleStats_UpgradeMaxHealth() {
	cfg, _ := stats.ParseConfig("tower.json", []byte(`{
		"MaxHealthLvls": [100, 150],
		"UpgradeCostLvls": [80]
	}`))
	tower := stats.New(cfg)
	purse := &stats.Purse{Coins: 100}
	fmt.Println(tower.UpgradeMaxHealth(purse), tower.MaxHealth, purse.Coins)
	fmt.Println(tower.UpgradeMaxHealth(purse), tower.MaxHealth, purse.Coins) // at the cap
	// Output:
	// true 150 20
	// false 150 20
}
