package patterns

// Command is a request wrapped in an object (Game Programming Patterns,
// "Command"; BEngine's ICommand). The input layer binds keys and buttons to
// commands, so rebinding controls changes data, not code.
type Command interface {
	Execute()
}

// CommandFunc adapts a plain function to Command.
type CommandFunc func()

// Execute calls f.
func (f CommandFunc) Execute() { f() }

// TargetCommand is a command that acts on the target it is given instead of a
// fixed one: the same MoveLeft drives the player's bomber, an AI's or one
// replayed from a recording. T is usually *scene.GameObject or a component.
type TargetCommand[T any] interface {
	Execute(target T)
}

// TargetFunc adapts a plain function to TargetCommand.
type TargetFunc[T any] func(target T)

// Execute calls f(target).
func (f TargetFunc[T]) Execute(target T) { f(target) }

// Bound is a TargetCommand bound to a target: a Command the input layer can
// hold. Change Target to hand control to someone else (a player dropping out
// and an AI taking over) without rebinding.
type Bound[T any] struct {
	Cmd    TargetCommand[T]
	Target T
}

// Bind returns cmd bound to target.
func Bind[T any](cmd TargetCommand[T], target T) *Bound[T] {
	if cmd == nil {
		panic("patterns: Bind with a nil command")
	}
	return &Bound[T]{Cmd: cmd, Target: target}
}

// Execute runs the command on the current target.
func (b *Bound[T]) Execute() { b.Cmd.Execute(b.Target) }
