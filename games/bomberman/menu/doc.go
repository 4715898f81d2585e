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
// are A and B there while the other letters type. Escape always means
// back. Online there is no pause: the other player's game cannot stop.
//
// # What it costs
//
// A screen is a scene with one component drawing a few dozen glyphs a
// frame from reused buffers: nothing allocates per frame. Labels that
// change (the options' values, the bindings' names) are rebuilt only on a
// change.
package menu
