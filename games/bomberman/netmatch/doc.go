// Package netmatch plays online versus in the game's window: the Lobby
// hosts a match (-host, or 2P VERSUS's HOST), joins one (-join, JOIN), and
// leaves it, and runs the match (package online, over core/netplay's
// rollback) one tick attempt per fixed step from a global scene of its
// own, under every scene: the host's wait and the joiner's, the play
// scene, the versus screen between rounds.
//
//	l := netmatch.New(netmatch.Options{Scenes: e.Scenes(), Play: p, Controls: c, Bus: bus, Match: opts, Log: log})
//	err := l.Host(":7777")
//
// # The problem
//
// A match must go on whatever the window shows, and the screens around it
// (the wait, the play scene, the round's result, the message that says
// why a match ended) must hear what it does, without the match knowing
// any of them.
//
// # The pattern: Observer
//
// The match publishes what happens on the engine's event bus: Began (the
// opponent is there: the play scene shows the match's live game),
// RoundConfirmed (a round's result, once the confirmed state has it, the
// same on both sides, never on a prediction), Left (Start twice), Ended
// (a failure, with a title and an explanation for the player). The app and
// the menus subscribe, as the local versus screen hears game.RoundOver.
// The ticks the match simulates reach the play scene through its feed
// (package feed), which reconciles the ticks a rollback ran again.
//
// Online there is no pause: the other player's game cannot stop. Start
// shows a notice (Play.SetNotice), and Start again leaves the match. The
// web build has no UDP socket, so no online play.
//
// # What it costs
//
// A tick attempt is the session's work (packets in, a rollback, a step,
// packets out, package online's figures) and the feed's comparison of the
// ticks run again; nothing allocates per frame.
package netmatch
