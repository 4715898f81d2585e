// Package online is Bomberman's online versus: two players on two
// machines, the host player 1 and the joiner player 2, on the versus arena,
// over core/netplay's rollback netcode. The rules (package game) are the
// simulation as they are: a Game is a plain value, so a copy is a save
// state, Step allocates nothing, and Checksum hashes the whole state.
//
//	conn, host, err := netplay.DialUDP("192.168.1.20:7777")
//	m, err := online.NewMatch(conn, online.Options{Rules: cfg, Role: netplay.Joiner, HostAddr: host,
//		Delay: netplay.DefaultDelay, Input: func(tick int) game.Buttons { return pad }})
//	for { // once per frame
//		f, err := m.Update(time.Since(start))
//		for t := f.First; t < f.Tick; t++ {
//			reconcile(t, m.Events(t), t < f.First+f.Rollback) // sounds, particles
//		}
//		draw(m.Game()) // the live state: predicted past f.Confirmed
//	}
//
// # What the match agrees on
//
// The handshake carries the rules data's hash (game.Config.Hash: both
// sides must load the same files, or the joiner is refused with a message
// saying so), and the host's match: the seed, the arena's stage, the rounds
// that take the match and, for scripted runs, the confirmed tick it ends
// at. The joiner plays the host's match whatever its own settings; only
// its own last tick (a headless -ticks) ends its side sooner, when the
// host names none or a later one: it leaves the match there.
//
// Start is no button of an online match: a pause that only one side took
// would split the two games, and one both took would let either player
// freeze the other's. Both sides take it out of both players' inputs
// (netplay.Config.InputMask) before the rules see them, whatever a peer
// sends, so the window's NO PAUSE ONLINE is the whole story.
//
// # What a view must do under rollback
//
// A Frame reports the ticks simulated during the Update: First to Tick-1,
// of which the first Rollback ticks were simulated before, on a wrong
// prediction, and now replace their old versions. Events(t) is the list
// of tick t as last simulated. A view that plays each tick's sounds and
// spawns its particles once, keyed by tick and event, and on a rollback
// takes back what the old version had and the new one lacks (an explosion
// undone), never plays an effect twice nor leaves one behind. Ticks below
// Confirmed never change again. The window's view (package feed, under
// package netmatch) does exactly that, and shows a round's result only once it
// is confirmed.
//
// # Desyncs
//
// Both sides compare the checksums of their confirmed states every
// netplay.CheckEvery ticks. A difference is a bug (a rule that is not
// deterministic, or two builds that differ): the match stops on both sides
// with netplay.DesyncError, and each side writes its replay of the
// confirmed inputs (Options.DesyncDir) for a bug report. game.RunReplay of
// either replays the match locally.
//
// # Scripted, headless
//
// RunHeadless is the executable's -headless -host / -join: the local
// player's inputs from a replay, the match to a confirmed tick, the
// confirmed state dumped. Two processes so give byte-identical dumps,
// equal to the local versus replay of the same inputs (tested end to end
// with the real executables over loopback UDP). The web build has no
// RunHeadless: a browser gives a page no UDP socket.
package online
