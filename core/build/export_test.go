package build

import (
	"flag"
	"io"
)

// ParseCommandLine parses build.go's command line as Main does, without
// running it: the command ("" to build presets), the names after it, and
// an error for an unknown flag or a bad value.
func ParseCommandLine(args []string) (command string, names []string, err error) {
	cl, err := parseCommandLine(args, io.Discard)
	if err != nil {
		return "", nil, err
	}
	return cl.command, cl.names, nil
}

// FlagNames lists build.go's flags.
func FlagNames() []string {
	cl := &commandLine{}
	cl.defineFlags(io.Discard)
	var names []string
	cl.flags.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return names
}
