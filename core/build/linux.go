package build

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// LinuxIconSize is the side of the PNG icon in a Linux package.
const LinuxIconSize = 256

// DesktopEntry returns the freedesktop.org desktop entry of a Linux
// package, <name>.desktop beside the executable. A file manager started on
// it runs the executable of its own folder, wherever the folder was
// unpacked: Exec runs sh with the entry's own path (%k) and starts
// "$(dirname "$0")/<name>". Icon names <name>.png for a menu that has the
// folder installed (~/.local/share/icons); the package holds that PNG.
func (c *Config) DesktopEntry(version string) []byte {
	// The Exec value in the spec's quoting: inside double quotes, " ` $ and
	// \ are escaped with a backslash, and every backslash of the value is
	// then written twice (the general escape rule of desktop entry strings).
	script := `exec "$(dirname "$0")/` + c.name() + `"`
	quoted := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "`", "\\`", `$`, `\$`).Replace(script)
	exec := "sh -c " + strings.ReplaceAll(`"`+quoted+`"`, `\`, `\\`) + " %k"
	lines := []string{
		"[Desktop Entry]",
		"Type=Application",
		"Version=1.5",
		"Name=" + c.AppName(),
		"Comment=" + c.AppName() + ", made with BEngine-Go",
		"Exec=" + exec,
		"Icon=" + c.name(),
		"Terminal=false",
		"Categories=Game;ArcadeGame;",
		"X-BEngine-Version=" + version,
	}
	return []byte(strings.Join(lines, "\n") + "\n")
}

// writeLinuxExtras writes the desktop entry and the PNG icon beside the
// executable.
func (c *Config) writeLinuxExtras(ctx context.Context, dir, version string) error {
	icon, err := c.IconImage(ctx)
	if err != nil {
		return err
	}
	if err := writePNG(filepath.Join(dir, c.name()+".png"), ScaleIcon(icon, LinuxIconSize)); err != nil {
		return fmt.Errorf("icon: %w", err)
	}
	return os.WriteFile(filepath.Join(dir, c.name()+".desktop"), c.DesktopEntry(version), 0o755)
}
