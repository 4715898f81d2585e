package build

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"sync"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"
)

// winIconSizes are the pictures of the Windows icon: 16 and 32 for lists
// and title bars, 48 for Explorer's medium icons, 256 for its large ones
// (the sizes Windows asks for at 100% scaling; others are scaled from them).
var winIconSizes = []int{256, 64, 48, 32, 24, 16}

// WindowsResources returns the resource object (a COFF .syso file) that a
// Windows build links in: the icon (as "APPICON", which Explorer shows for
// the executable and SDL's windows use as theirs), the version resource that
// Explorer's Properties > Details shows (product and file names, the
// numeric version and the full version string) and a manifest asking for
// per-monitor DPI awareness and the common controls 6 (SDL's message boxes
// then look like the system's). github.com/tc-hib/winres writes the format.
func (c *Config) WindowsResources(icon image.Image, ver, goarch string) ([]byte, error) {
	arch := map[string]winres.Arch{"amd64": winres.ArchAMD64, "arm64": winres.ArchARM64, "386": winres.ArchI386}[goarch]
	if arch == "" {
		return nil, fmt.Errorf("windows resources: no resource format for GOARCH=%s", goarch)
	}
	imgs := make([]image.Image, len(winIconSizes))
	for i, s := range winIconSizes {
		imgs[i] = ScaleIcon(icon, s)
	}
	ico, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return nil, fmt.Errorf("windows icon: %w", err)
	}
	var rs winres.ResourceSet
	if err := rs.SetIcon(winres.Name("APPICON"), ico); err != nil {
		return nil, fmt.Errorf("windows icon: %w", err)
	}
	n := NumericVersion(ver)
	vi := version.Info{FileVersion: n, ProductVersion: n}
	exe := c.name() + ".exe"
	for _, kv := range [][2]string{
		{version.ProductName, c.AppName()},
		{version.FileDescription, c.AppName()},
		{version.ProductVersion, ver},
		{version.FileVersion, ver},
		{version.InternalName, c.name()},
		{version.OriginalFilename, exe},
		{version.Comments, "Made with BEngine-Go"},
	} {
		if err := vi.Set(version.LangDefault, kv[0], kv[1]); err != nil {
			return nil, fmt.Errorf("windows version info %s: %w", kv[0], err)
		}
	}
	rs.SetVersionInfo(vi)
	rs.SetManifest(winres.AppManifest{
		DPIAwareness:        winres.DPIPerMonitorV2,
		UseCommonControlsV6: true,
		LongPathAware:       true,
	})
	var b bytes.Buffer
	if err := rs.WriteObject(&b, arch); err != nil {
		return nil, fmt.Errorf("windows resources: %w", err)
	}
	return b.Bytes(), nil
}

// sysoMu serialises the Windows builds of this process: while one links, its
// .syso file sits in the main package's folder, where a second Windows build
// of the same package would link it too.
var sysoMu sync.Mutex

// sysoPrefix starts the name of the resource files the build puts into the
// main package's folder for the length of a Windows build.
const sysoPrefix = "zz_bengine_rsrc"

// withSyso writes the resource object into the main package's folder, as
// zz_bengine_rsrc_windows_<arch>.syso (go build links every .syso of a
// package whose name ends with the target), runs build, then removes it.
// go build's -overlay cannot add a .syso, so the file is real while the
// build runs; a stale one left by a killed build is removed first.
func (c *Config) withSyso(ctx context.Context, goarch string, syso []byte, build func() error) error {
	dir, err := c.goOutput(ctx, "list", "-f", "{{.Dir}}", c.pkg())
	if err != nil {
		return fmt.Errorf("find the main package's folder: %w", err)
	}
	sysoMu.Lock()
	defer sysoMu.Unlock()
	stale, _ := filepath.Glob(filepath.Join(dir, sysoPrefix+"_windows_*.syso"))
	for _, s := range stale {
		os.Remove(s)
	}
	path := filepath.Join(dir, sysoPrefix+"_windows_"+goarch+".syso")
	if err := os.WriteFile(path, syso, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	defer os.Remove(path)
	return build()
}
