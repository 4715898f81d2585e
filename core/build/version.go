package build

import (
	"regexp"
	"strconv"
)

// semver finds the leading vMAJOR.MINOR.PATCH of a version string such as
// git describe prints ("v1.2.3-4-gabc1234-dirty": 4 commits after v1.2.3).
var semver = regexp.MustCompile(`^v?(\d+)\.(\d+)(?:\.(\d+))?(?:-(\d+)-g[0-9a-f]+)?`)

// NumericVersion turns a version string into the four numbers that Windows
// version resources and macOS bundles want: major, minor, patch and the
// number of commits since that tag ("v1.2.3-4-gabc1234" is 1.2.3.4). A
// version without a leading number, such as a bare commit hash from a
// repository with no tags, or "dev", is 0.0.0.0; the full string is kept
// beside it (ProductVersion, BEngineVersion).
func NumericVersion(v string) [4]uint16 {
	var n [4]uint16
	m := semver.FindStringSubmatch(v)
	for i := 1; m != nil && i < len(m); i++ {
		x, err := strconv.ParseUint(m[i], 10, 16)
		if err == nil {
			n[i-1] = uint16(x)
		}
	}
	return n
}

// shortVersion is MAJOR.MINOR.PATCH of v, CFBundleShortVersionString's form.
func shortVersion(v string) string {
	n := NumericVersion(v)
	return strconv.Itoa(int(n[0])) + "." + strconv.Itoa(int(n[1])) + "." + strconv.Itoa(int(n[2]))
}
