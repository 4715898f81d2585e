package game

// book is the part of a Config that a Game reads while it runs, copied
// into the Game as plain values by New and SetConfig. A Game therefore
// holds no pointer into its Config: a copy of a Game (a save state, a
// rollback's snapshot, a bot's look-ahead) shares nothing with the Config
// or with other copies, and the Config may be reloaded or dropped while
// games made from it run on.
type book struct {
	Numbers // rules.json's single values: g.book.Fuse, ...

	ladder      [LadderLen]int // the multi-kill ladder's points
	runLengths  [MaxRunLengths]int
	runCount    int // runLengths in use
	versusItems [MaxItems]ItemKind
	versusCount int // versusItems in use

	stages  [Stages]stageRow // index 0 is stage 1
	enemies [9]EnemyType     // by EnemyKind; [0] unused
	items   [9]ItemType      // by ItemKind; [0] unused
}

// stageRow is what a Game reads of one row of the stage table.
type stageRow struct {
	enemies    [9]uint8 // how many of each EnemyKind (at most MaxEnemies)
	item       ItemKind
	secret     SecretKind
	bonusAfter EnemyKind // the bonus stage's enemy after this stage, or 0
}

// bookOf copies what a Game reads of cfg.
func bookOf(cfg *Config) book {
	r := &cfg.Rules
	b := book{Numbers: r.Numbers, enemies: cfg.Enemies, items: cfg.Items}
	copy(b.ladder[:], r.Ladder)
	b.runCount = copy(b.runLengths[:], r.RunLengths)
	b.versusCount = copy(b.versusItems[:], r.VersusItemKinds)
	for i := range cfg.Stages {
		st := &cfg.Stages[i]
		row := &b.stages[i]
		for k := Balloom; k <= Pontan; k++ {
			row.enemies[k] = uint8(st.Enemies.Of(k))
		}
		row.item, row.secret = st.ItemKind, st.SecretKind
		row.bonusAfter = cfg.BonusAfter(i + 1)
	}
	return b
}

// stageData returns the stage table's row of stage s (1..Stages).
func (b *book) stageData(s int) *stageRow { return &b.stages[s-1] }
