// Package scene holds the engine's object model: GameObject, its Transform,
// the components that give it behaviour, the Scene that owns and runs them,
// the Manager (BEngine's SceneManager) that switches scenes, a Pool of
// objects, and the components most games need: SpriteRenderer and
// AnimatedSprite to draw, Tween for menus, pop-ups and effects.
//
//	s := scene.New("level1")
//	player := s.NewObject("player")
//	player.Transform.SetPosition(mgl32.Vec2{128, 120})
//	scene.AddComponent(player, &Mover{Speed: 60})
//
//	gun := s.NewObject("gun")
//	gun.SetParent(player, false) // moves and turns with the player
//
//	// each frame (the engine does this in RunOneFrame):
//	s.FixedUpdate(1.0 / 60) // zero or more times
//	s.Update(frameDelta)
//	s.Render(renderer.Queue())
//
// Four patterns from Game Programming Patterns (Nystrom) meet here.
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
// Destroyer. AddComponent finds them by type assertion once and caches
// them; at Start the component joins one list per capability on its object.
// A frame walks those lists: no type assertion, no interface lookup, no
// allocation per frame. Cost: a component's capabilities are fixed when it
// is added, and GetComponent walks the object's components (fine for a
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
// work. Pattern: the scene keeps a list of objects and calls each one's
// update once per frame.
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
// Cost: one predictable, indirect call per hook per object per pass, and a
// flag test for each object that is asleep, inactive or dead.
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
// has one, as in Unity and BEngine) caches its local and world matrices.
// A setter marks the local matrix stale and the world matrices of the
// object and all its descendants stale (stopping at ones already stale).
// World() on a clean transform is a flag test; on a stale one it resolves
// the stale ancestors first, each once, then itself: the whole dirty chain
// in one traversal. Each world matrix is recomputed at most once per change,
// however many times the values were set in between. Cost: a few bytes of
// flags, and a set on an object with a large clean subtree walks that
// subtree once to mark it.
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
