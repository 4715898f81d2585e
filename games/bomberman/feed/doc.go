// Package feed is the one path of the rules' events to the presentation:
// after each step, the step's events (package game: BombPlaced, Exploded
// ... each a type of its own, carrying its tick) are published on the
// engine's event bus, in the order the rules reported them, then Stepped;
// after a rollback of an online match, only the difference.
//
//	f := feed.New(bus)
//	f.Begin(g)                     // a new game: GameStarted
//	g.Step(in)
//	f.Step(g.Tick()-1, g.Events()) // the step's events, then Stepped
//
// Whoever needs an event subscribes to its type, with a subscription its
// object owns (closed with it): the sounds, the particles, the screen
// shake, the flames, the pop-ups, the versus screen. There is no central
// switch in the presentation: the rules turn each event into its type in
// one place (game.Event.Publish).
//
// # The problem
//
// A rollback netplay match shows a game simulated partly on predicted
// inputs. When the other player's real inputs arrive and differ, the
// ticks since are simulated again, and their events differ too: an
// explosion that the prediction had may not happen, one it lacked may.
// If every listener had to find out for itself what changed, every
// listener would carry rollback code; and a sound played twice, or a
// burst of sparks for an explosion that never was, would show the
// prediction's mistakes to the player.
//
// # The pattern: Event Queue, with a reconciling feed
//
// The Feed remembers the events it published for the latest steps. A step
// run again is compared with its old version, event by event (events are
// plain comparable values): what both have is not published again, what
// only the new one has is published late, and what only the old one had
// is taken back with game.Undone[E]. A listener that keeps nothing of an
// event needs no rollback code; one that keeps something says once, for
// Undone, how to take it back. The undo of a rolled-back tick is handled
// here, once.
//
// # What it costs
//
// A published event is one bus broadcast (a map lookup and the listeners'
// calls); a step run again costs a comparison of its two versions, a few
// events each. The feed allocates nothing once its buffers have grown.
package feed
