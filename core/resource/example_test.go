package resource_test

import (
	"fmt"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/resource"
)

// A manager over a program's data (here a map in memory, as a test gives
// it; embedded files in a program) decodes JSON strictly: a misspelt key is
// an error naming the file, the line and the key.
func Example() {
	files := fstest.MapFS{
		"tuning.json": {Data: []byte(`{"Speed": 90}`)},
		"typo.json":   {Data: []byte("{\n  \"Sped\": 90\n}")},
	}
	res := resource.New(files, nil, nil)
	defer res.Close()

	var tuning struct{ Speed int }
	if err := res.LoadJSON("tuning.json", &tuning); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("speed:", tuning.Speed, "from", res.Source())
	fmt.Println(res.LoadJSON("typo.json", &tuning))
	// Output:
	// speed: 90 from embedded data
	// typo.json:2:3: unknown field "Sped"
}
