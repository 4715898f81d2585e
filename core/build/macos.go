package build

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
)

// MinMacOS is the oldest macOS the bundles declare (LSMinimumSystemVersion):
// Go 1.25's own minimum, macOS 12 Monterey. SDL 3 runs on older systems.
const MinMacOS = "12.0"

// AppLayout is where a macOS preset's files go inside <App>.app, the layout
// that the game's start-up code looks for (see the package documentation):
// the executable in Contents/MacOS, the SDL library in Contents/Frameworks,
// data/ and the icon in Contents/Resources.
type AppLayout struct {
	App        string // <out>/build/<preset>/<AppName>.app
	Exe        string // App/Contents/MacOS/<name>
	Frameworks string // App/Contents/Frameworks, holding libSDL3.dylib
	Resources  string // App/Contents/Resources, holding data/ and <name>.icns
}

// MacApp is the layout of the bundle for the executable name in dir.
func (c *Config) MacApp(dir string) AppLayout {
	app := filepath.Join(dir, c.AppName()+".app")
	contents := filepath.Join(app, "Contents")
	return AppLayout{
		App:        app,
		Exe:        filepath.Join(contents, "MacOS", c.name()),
		Frameworks: filepath.Join(contents, "Frameworks"),
		Resources:  filepath.Join(contents, "Resources"),
	}
}

// plistEntry is one key of Info.plist: a string or a boolean.
type plistEntry struct {
	key   string
	value any // string or bool
}

// InfoPlist returns the bundle's Info.plist for the given version: its
// name, identifier, executable, icon, versions (CFBundleShortVersionString
// and CFBundleVersion are MAJOR.MINOR.PATCH, BEngineVersion the full
// string), the minimum macOS, and NSHighResolutionCapable so that SDL gets
// the Retina resolution.
func (c *Config) InfoPlist(version string) []byte {
	short := shortVersion(version)
	entries := []plistEntry{
		{"CFBundleDevelopmentRegion", "en"},
		{"CFBundleDisplayName", c.AppName()},
		{"CFBundleExecutable", c.name()},
		{"CFBundleIconFile", c.name() + ".icns"},
		{"CFBundleIdentifier", c.AppID()},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleName", c.AppName()},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleShortVersionString", short},
		{"CFBundleVersion", short},
		{"BEngineVersion", version},
		{"LSApplicationCategoryType", "public.app-category.arcade-games"},
		{"LSMinimumSystemVersion", MinMacOS},
		{"NSHighResolutionCapable", true},
		{"NSSupportsAutomaticGraphicsSwitching", true},
	}
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	b.WriteString(`<plist version="1.0">` + "\n<dict>\n")
	for _, e := range entries {
		b.WriteString("\t<key>")
		xml.EscapeText(&b, []byte(e.key))
		b.WriteString("</key>\n\t")
		switch v := e.value.(type) {
		case bool:
			fmt.Fprintf(&b, "<%v/>\n", v)
		case string:
			b.WriteString("<string>")
			xml.EscapeText(&b, []byte(v))
			b.WriteString("</string>\n")
		}
	}
	b.WriteString("</dict>\n</plist>\n")
	return b.Bytes()
}

// writeMacApp writes what a bundle holds besides the executable, data and
// SDL: Info.plist, PkgInfo and the .icns icon.
func (c *Config) writeMacApp(ctx context.Context, app AppLayout, version string) error {
	icon, err := c.IconImage(ctx)
	if err != nil {
		return err
	}
	icns, err := ICNS(icon)
	if err != nil {
		return err
	}
	contents := filepath.Dir(app.Resources)
	files := []struct {
		path string
		data []byte
	}{
		{filepath.Join(contents, "Info.plist"), c.InfoPlist(version)},
		{filepath.Join(contents, "PkgInfo"), []byte("APPL????")},
		{filepath.Join(app.Resources, c.name()+".icns"), icns},
	}
	for _, f := range files {
		if err := os.MkdirAll(filepath.Dir(f.path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(f.path, f.data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
