// Package patterns holds the small building blocks BEngine-Go uses to wire
// systems together: Delegate (the MulticastDelegate), EventBus, the classic
// Subject/Observer pair and Command. It imports nothing else of the engine.
//
//	var died patterns.Delegate[Died]
//	sub := died.Subscribe(func(e Died) { score.Add(e.Points) })
//	defer sub.Close() // the ScopedDelegate: closing removes the listener
//	died.Broadcast(Died{Points: 100})
//
//	bus := patterns.NewEventBus()
//	patterns.Subscribe(bus, func(e BombExploded) { audio.PlaySound("boom", 1, 0) })
//	patterns.Broadcast(bus, BombExploded{X: 3, Y: 5})
//
// # Observer, three ways
//
// The problem: a system (achievements, audio, the HUD) wants to react when
// something happens elsewhere (a bomb explodes, a player dies) without the
// code that makes it happen knowing who listens (Game Programming Patterns,
// "Observer").
//
//   - Subject and Observer are the textbook pair: an observer implements
//     OnNotify and registers itself with the subject. It costs an interface
//     type per listener and a pointer from listener to subject. Kept for the
//     course; in engine code prefer the next two.
//   - Delegate[T] is BEngine's MulticastDelegate: any func(T) can listen, no
//     interface to implement. Use it for local relationships, where the
//     listener already holds the object that owns the delegate (say, a
//     health component's Changed delegate that its own health bar listens
//     to). Signal is the same for events that carry no data.
//   - EventBus routes events by type between unrelated systems: publisher and
//     listener share only the event type, not a pointer to each other. Use it
//     across systems (gameplay to audio, input to UI). It costs one map lookup
//     per Broadcast, and makes the flow of control harder to follow: a reader
//     must search for who subscribes to a type.
//
// All three are synchronous: Broadcast returns after every listener ran. A
// listener that takes long stalls the frame; one that must act later queues
// the event itself (Nystrom's Event Queue).
//
// # Lifetimes and re-entrancy
//
// Subscribe returns a *Subscription, BEngine's ScopedDelegate. Go has no
// destructors, so the scope is explicit: Close removes the listener, closing
// twice is harmless, and a scene GameObject closes the handles it was given
// with Own when it is destroyed, so a listener cannot outlive its owner.
// Group collects handles for owners that are not GameObjects.
//
// Listeners may subscribe, unsubscribe and broadcast while a broadcast runs.
// Removal marks the slot dead (it is never called again) and dead slots are
// erased after the outermost broadcast, so the slice being walked never
// shifts; subscriptions made during a broadcast take effect from the next one;
// a nested broadcast calls the listeners live when it starts. Delegate's
// documentation states the rule exactly.
//
// Cost: a broadcast is a loop over a slice of funcs plus a depth counter and a
// deferred check, a few nanoseconds per listener and no allocation; the
// EventBus adds one map lookup. None of these types is safe for concurrent
// use: the game loop's goroutine owns them.
//
// # Command
//
// Command wraps a request in an object (Game Programming Patterns, "Command")
// so the input layer can bind keys and buttons to it and rebinding is data.
// TargetCommand[T] receives the object it acts on; Bind pairs it with a target,
// so one MoveLeft command drives a player's bomber, an AI's, or a replay's.
//
// The same chapter's other half is undo. An Undoable command also knows how
// to take itself back, because it remembers what it changed (the old
// position of what it moved), and a History runs such commands, keeps
// them, and walks back and forth through them with Undo and Redo. A level
// editor makes every edit one (games/tumble's editor does). It costs a
// small object per edit, kept until the history forgets it (Limit).
//
// # Singleton
//
// There is deliberately no generic singleton helper here. The course
// challenges singletons, and BEngine keeps the list narrow: Renderer,
// SceneManager, ResourceManager, InputManager and Time. BEngine-Go creates
// those explicitly when the engine starts (the ResourceManager is
// core/resource's Manager) and reaches them through one accessor each in
// core/engine; services (audio, the event bus) come from the
// core/services locator instead. A helper would only make adding a sixth
// global easier, which is the opposite of what the list needs.
package patterns
