// Package menu is the game's screens around play: the title (START and
// CONTINUE as on the NES, then 2P CO-OP, 2P VERSUS, OPTIONS, HIGH SCORES,
// QUIT), the secret code, the game over with the high-score name entry,
// the high scores, the options and each player's controls, the versus
// result, and the screens of online versus (LOCAL, HOST and JOIN with the
// input delay; the host's wait with its addresses; the joiner's address
// entry and wait; the message that says why a match ended).
//
//	m := menu.New(menu.Options{Engine: e, Assets: as, App: a, Settings: a, ...})
//	e.Scenes().Switch(menu.SceneTitle)
//
// # The problem
//
// Screens must start games, change settings and go online, but a screen
// that held the whole game to do so would tie every part of the game to
// every screen. And every screen must work with a pad alone, as on the
// NES, and with the keyboard.
//
// # The pattern: scenes, small interfaces, events
//
// Each screen is a scene of its own with one screen component (the
// title's logo, which a Tween drops in, and its brick wall are objects of
// their own). What a screen asks of the game around it goes through two
// small interfaces the app implements: App (start a game, go to the title,
// quit) and Settings (the settings in effect, changed, saved). What it
// hears, it hears on the engine's event bus, like any listener: a game
// over handed over (play.GameOverDone), a local versus round's end
// (game.RoundOver), an online match's start, confirmed rounds and end
// (netmatch.Began, RoundConfirmed, Ended). The menus are built by the app,
// once; nothing registers itself and nothing is global.
//
// The screens read the players' bound actions ("up", "a", "start" ...)
// through the input manager, never raw keys, so every screen works with
// either gamepad alone; on the password, name and join address screens A
// picks a letter, B deletes and Start confirms, and the keyboard's X and Z
// are A and B there while the other letters type. Escape means back
// wherever there is a back; the title has none, so there B and Escape do
// nothing. Online there is no pause: the other player's game cannot stop.
// Where the game cannot play online (the web build: Options.LocalOnly),
// 2P VERSUS offers LOCAL only and says that online versus needs the
// desktop game.
//
// # Key hints
//
// Every screen names the keys it reads one way, from the bindings in
// effect (controls.Controls.Name): an action as its first key and its
// pad's button, "X/A: PICK", "RETURN/START: OK", "PRESS RETURN/START",
// and the keys the menus read themselves by their names, "ESCAPE: BACK".
// A rebinding renames them at the next screen. The play scene's pause
// window and an online match's notice name Start the same way.
//
// # Text that fits
//
// Messages of several lines (why an online match ended, the title's
// start-up notices) are broken at spaces in as few lines as fit, and of
// those layouts the one with the fewest lines that hold one word alone:
// no "MATCH." alone under a full line. A word longer than a line (a
// path) goes on from where it starts.
//
// # What it costs
//
// A screen is a scene with one component drawing a few dozen glyphs a
// frame from reused buffers: nothing allocates per frame. Labels that
// change (the options' values, the bindings' names, the key hints) are
// rebuilt only on entering a screen or on a change. Laying a message out
// costs a pass over its words for each word (it is short, and laid out
// once).
package menu
