// Package stats is the stat and upgrade component of the Mayhem engine
// (docs/porting.md#mayhem): one Stats on every entity with health or
// damage, its design values in a JSON file, its upgrade curve in per-level
// arrays.
//
//	st, err := stats.Load(engine.Resources(), "stats/tower.json")
//	scene.AddComponent(tower, st)
//	st.Watch()                         // hot reload where the data is a real folder
//	if st.UpgradeAttackDamage(purse) { // cap check, charge, advance, read
//		fmt.Println("damage now", st.AttackDamage)
//	}
//
// # The problem
//
// Progression is tuned by designers, constantly: how much health a tower
// gains per upgrade and what each upgrade costs. If those numbers live in
// code every change is a programmer's rebuild; if each entity type handles
// its own health and upgrades the rules drift apart.
//
// # The pattern
//
// A Component (Nystrom's Component pattern, BEngine's Component class)
// holding data and the few rules every stat-bearing entity shares, with
// the data loaded from a file (data-driven design). The serialized fields
// (MaxHealth, ReloadTime, RespawnRate, AttackDamage, MaxSpeed, Cost) and
// the level arrays (MaxHealthLvls, MaxSpeedLvls, AttackDamageLvls,
// UpgradeCostLvls) keep Mayhem's names. Each Upgrade* method checks the
// level cap, charges UpgradeCostLvls[level] from a Wallet, advances the
// level and reads the new value from the level array, returning false at
// the cap or when the wallet cannot pay.
//
// Loading is strict (unknown fields, negative values and level arrays of
// mismatched lengths are errors naming the file and the field) and a
// reload that fails keeps the last good values, so a typo never takes a
// running game down. A good reload keeps the entity's levels (clamped to
// the new caps) and its runtime state, with Health clamped into the new
// range.
//
// Timers (reload, hurt, respawn) run in FixedUpdate, so they are part of
// the deterministic simulation.
//
// # Deviations from the C++
//
// ReloadTime and RespawnRate are float32 seconds (the C++ declared ints),
// so 0.5 s can be written. RespawnRate is the time from death to respawn;
// 0 means the entity stays dead.
//
// # Costs
//
// A Stats is a few dozen bytes plus its level arrays; nothing allocates
// after load.
package stats
