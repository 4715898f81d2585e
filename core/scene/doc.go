// Package scene holds the engine's object model: GameObject, its Transform,
// the components that give it behaviour, the Scene that owns and runs them,
// the Manager (BEngine's SceneManager) that switches scenes, a Pool of
// objects, and the components most games need: SpriteRenderer and
// AnimatedSprite to draw, Light to light, Tween for menus, pop-ups and
// effects.
//
//	s := scene.New("level1")
//	player := s.NewObject("player")
//	player.Transform.SetPosition(mgl32.Vec2{128, 120})
//	scene.AddComponent(player, &Mover{Speed: 60})
//
//	gun := s.NewObject("gun")
//	player.AddChild(gun, true) // moves, turns and fades with the player, and dies with it
//
//	// each frame (the engine does this in RunOneFrame):
//	s.FixedUpdate(1.0 / 60) // zero or more times
//	s.Update(frameDelta)
//	s.LateUpdate(frameDelta)
//	s.Render(renderer.Queue())
//
// Five patterns from Game Programming Patterns (Nystrom) meet here, and the
// Custom Hobo engine's tree (docs/porting.md#custom-hobo).
//
// # Component
//
// Problem: a player, a bomb and a flame share some behaviour and not other
// behaviour, and a class hierarchy forces one tree of "is a" on them.
// Pattern: a GameObject is a container; behaviour lives in small components
// (a mover, a sprite, a health counter) that are attached to it, and an
// object is what its components make it.
//
// Bomberman's play scene is built this way (games/bomberman/play, whose
// New lists the objects): each player, enemy, bomb, flame, brick on fire, item and score
// pop-up is an object, with a component that reads the rules' state for it
// each frame and an AnimatedSprite or SpriteRenderer that draws it; a flame
// has three sprites (the flame, its glow, its light), a pop-up a child
// object per digit, the HUD bar a child per field. SpriteRenderer draws one
// sprite at its object's world transform; AnimatedSprite draws one frame of
// a strip, played by time or, as there, set each frame from the rules'
// timers.
//
// A component is any struct that embeds Base; Go's interfaces do what
// BEngine's ComponentType concept does for AddComponent<T>:
// AddComponent[T Component], GetComponent[T] and RemoveComponent[T] accept
// only types that embed Base, and say so at the call site.
//
// Hooks are optional capabilities, small interfaces a component implements
// only if it needs them: Starter, FixedUpdater, Updater, LateUpdater, Renderable,
// Destroyer. AddComponent finds them by type assertion, once; at Start the
// component joins the scene's list for each hook it has (see Data
// Locality). A frame walks those lists: no type assertion, no interface
// lookup, no allocation per frame, and no call at all for a component
// without the hook. Cost: a component's capabilities are fixed when it is
// added, and GetComponent walks the object's components (fine for a
// handful; look components up once in Start, not per frame).
//
// A component can Own handles (event subscriptions from core/patterns),
// and so can an object: they close when the component is removed or the
// object destroyed, so a listener never outlives the thing that listens
// (BEngine's ScopedDelegate, tied to the owner's lifetime).
//
// # Update Method
//
// Problem: many objects must each do a little work every frame, in a
// defined order, while some of them are created and destroyed by that very
// work. Pattern: the scene keeps a list of what to update and calls each
// one's update once per frame.
//
// The frame has four passes (BEngine's loop, and a late update as Unity
// has): FixedUpdate at a fixed step, zero or more times, for deterministic
// gameplay; Update once with the real delta, for frame-rate work such as
// tweens; LateUpdate once, after every Update, for views that follow what
// the updates changed; Render once, to submit sprites to a render.Queue.
// A view that reads the game's state in LateUpdate sees the frame's last
// word whatever the order its components were added in, and objects a pool
// handed out during Update are in it; its Render then only submits. Each pass visits objects in creation order and their
// components in add order, so two runs with the same inputs call the same
// hooks in the same order.
//
// The pattern's classic traps are handled by rules, not luck:
//   - Objects created during a pass are not visited by it; components added
//     during a pass start at the next frame (Start, then their updates), and
//     so do those of an object that was inactive when the frame began and is
//     turned on during it, unless Scene.StartNow started them ahead.
//   - Destroy marks an object and its subtree; they are skipped for the rest
//     of the pass and removed when it ends, so the list is never modified
//     while it is walked. Their OnDestroy hooks run then; their owned
//     handles close at once.
//   - Sleep keeps an object (and its subtree) out of the updates but still
//     drawn; SetActive(false) takes it out of updates and render.
//
// Cost: one indirect call per hook per object per pass, and a flag test
// for each component whose object is asleep, inactive or dead.
//
// # Data Locality
//
// Problem: at a hundred thousand objects a frame is no longer the work of
// the hooks but of the memory they are reached through. A CPU waits a
// hundred cycles or more for a line it does not have in its caches, and
// fetches 64 bytes at a time whether one or all of them are used. A frame
// that hops from an object to a slice of its hooks to a component to a
// parent spends its time waiting, and one that reads two bytes of every
// 64 fetched wastes the memory bus on the rest. Pattern (Nystrom, Data
// Locality): lay the data out in the order the frame reads it, pack what a
// pass reads together, and keep what it does not read out of its way.
//
// The scene keeps one dense array per hook (FixedUpdater, Updater,
// LateUpdater, Renderable), each entry the component as that hook's
// interface and a pointer to its Base, in pass order: objects in creation
// order, their components in add order (hooks.go). A pass is one loop down
// one array. An object without the hook is not in it, so a frame of a
// scene with no LateUpdater costs nothing for that pass; there is no walk
// over objects, no per-object slice to follow, no map. Before calling, the
// loop tests one byte in the component's Base, the skip flags (not
// started or removed, object destroyed, asleep, inactive), which the
// object copies into its components whenever its own flags change. Base
// is 16 bytes, so the component's own fields follow it in the same line.
//
// A Transform is 128 bytes, two cache lines, at the start of its
// GameObject: the first holds what a move writes and a matrix is computed
// from (position, rotation, scale, pivot, the rotation's sine and cosine,
// the flags, the parent's Transform), the second the world matrix and the
// world opacity. Moving an object touches its first line;
// drawing it touches both, and reads nothing else of the object. The
// world matrix stays where it is computed, next to the values it comes
// from, so World's pointer is one that lives as long as the object.
// GameObject is 256 bytes, so that objects made one after another (a level
// being built) lie one after another on cache-line boundaries.
//
// Written data costs twice (the line is read, then written back), so a
// frame writes only what changed: SpriteRenderer stores the world pointer
// in its sprite only when it differs, and restores the alpha it scaled
// for opacity. And values move one float at a time where the compiler
// would copy a vector through the stack (see resolveWorld). What is cheap
// to compute is not stored: the local matrix is a few multiplications from
// the values, which a draw reads anyway, and storing it only to read it
// back cost more than computing it.
//
// Cost: the order has to be kept. A component that starts out of order (one
// added later to an older object) is appended and the next walk merges it
// in (a pass over the list, once, however many came); one started during a
// pass (StartNow) is inserted at its place at once, moving the entries
// after it; removed components are skipped until the next walk, or the
// next removal of destroyed objects, compacts the list. Each entry is 32
// bytes per hook. The layout trades readability for speed in a few places
// (flags in bits, a copy of the object's flags in each component), and the
// figures in docs/performance.md say what it bought:
// BenchmarkSceneObjects, 100,000 and 1,000,000 objects with a mover and a
// SpriteRenderer, went from 167 and 176 ns an object a frame to 57 and 68
// on the build machine (43 and 56 writing the GPU backend's records), of
// which about 30 is work and the rest the wait for memory.
//
// # Dirty Flag
//
// Problem: an object's world transform is its parent's world transform
// times its own local transform, all the way up. Recomputing every world
// matrix each time anything moves wastes work: a parent moves several times
// a frame, most objects never move, and the world matrix is only needed
// when something draws. Pattern: keep the derived value cached with a flag
// saying whether it is stale; setting a primary value only raises the flag.
//
// Transform (a plain member of GameObject, not a component: every object
// has one, as in Unity and BEngine) caches its world matrix, and its
// rotation's sine and cosine. A setter marks the world matrices of the
// object and all its descendants stale (stopping at ones already stale).
// World() on a clean transform is a flag test; on a stale one it resolves
// the stale ancestors first, each once, then itself: the whole dirty chain
// in one traversal. Each world matrix is recomputed at most once per change,
// however many times the values were set in between. An object's world
// opacity (SetOpacity, WorldOpacity) is cached and marked stale the same
// way. Cost: a few bits of flags, and a set on an object with a large clean
// subtree walks that subtree once to mark it.
//
// # The tree
//
// The Custom Hobo engine's render targets form a tree (addChild,
// applyToChildren), and so do GameObjects:
//   - AddChild(c, auto) attaches c under an object, keeping c's local
//     values: it moves, turns, scales and fades with its parent. An auto
//     child is destroyed with its parent (as every child SetParent
//     attaches is); a manual one is detached, keeping its place in the
//     world, and lives on as a root. Either kind leaves its parent when it
//     is destroyed itself.
//   - Opacity multiplies down the tree: SetOpacity on a parent fades its
//     subtree, WorldOpacity is the product, and SpriteRenderer and
//     AnimatedSprite multiply their colour's alpha by it (by nothing at
//     all at full opacity, so a frame draws exactly the colours set).
//   - ApplyToChildren calls a function for every descendant, for changes
//     that flow down; SetStep is one, setting the draw step of every
//     Drawable component of a subtree (a lamp and all it holds into the
//     GLOW step), and SetShader another, setting their shader and uniform
//     block (a window's glass and all it holds to the frosted shader).
//   - Light places a render.Light at its owner: put it on a lamp, or on a
//     child of the lamp, and moving or turning the lamp moves the light and
//     turns a spot's cone.
//
// # Object Pool
//
// Problem: bombs, flames and enemies appear and vanish every few frames;
// making an object and its components for each, and dropping them after,
// feeds the garbage collector during play. Pattern: build the objects once
// and hand them out and back. Pool builds n objects with a build func,
// starts their components at once (StartNow) and makes them inactive; Get
// activates the first free one and returns its handle component, Put makes
// it inactive and free again. Because Get takes the first free object, a
// user that hands objects back last first keeps the objects in use in
// creation order, which is the order they are drawn in. Cost: the objects
// of the worst case exist all the time (inactive ones cost a flag test per
// pass); a pool that runs out builds one more, which allocates and comes
// last in the passes.
//
// # Tween
//
// The Custom Hobo engine (docs/porting.md#custom-hobo) animates UI with
// tweens, and so does this package: Tween moves position, scale, rotation
// or an alpha value from one value to another over time with an easing
// curve from core/easing (Linear, QuadIn ... BounceInOut), with an optional
// delay, loops, yoyo and an OnComplete callback. It is an ordinary
// component driven by Update. Bomberman's title logo drops in with one.
//
// # Scenes
//
// A Scene owns its objects (the parent/child links do not own), and the
// Manager holds the scenes. Manager.Switch takes effect at the next frame
// boundary, when the engine calls ApplyPending, so a frame never runs half
// in one scene; Scene.OnEnter and OnExit run then. A global scene
// (Manager.AddGlobal) runs under every scene, its passes before the active
// scene's: what no switch may stop lives there, as Bomberman's online
// match, played across the menus and the play scene.
package scene
