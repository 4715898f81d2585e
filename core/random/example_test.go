package random_test

import (
	"fmt"

	"github.com/bengine-go/bengine/core/random"
)

// Streams derived by name from one seed are independent: the particles can
// draw as many numbers as they like without changing the enemies' choices,
// and the same seed always gives the same game.
func Example() {
	root := random.New(42)
	enemies := root.Stream("enemies")
	particles := root.Stream("particles")
	for i := 0; i < 1000; i++ {
		particles.Float32()
	}
	again := random.New(42).Stream("enemies")
	a, b := enemies.Intn(100), again.Intn(100)
	fmt.Println(a == b)
	fmt.Println(random.Pick(again, []string{"up", "up"}))
	// Output:
	// true
	// up
}
