// Package benchfloor lets the engine's benchmarks build core/render's
// floor baselines without them being part of render's public API.
//
// A floor is the lower bound a benchmark measures the batcher against: the
// same sprites prepared once (vertices on the SDL-renderer backend, an
// instance buffer on the GPU backend) and drawn by one call a frame
// through the same steps and presentation as Present. core/render sets New
// when it is imported; code outside core/ cannot import this package.
package benchfloor

// Floor draws its prebuilt frame and shows it.
type Floor interface {
	Present() error
}

// New builds the floor of sprites (a []render.Sprite sharing one texture)
// on renderer (a *render.Renderer). core/render sets it in its init.
var New func(renderer, sprites any) (Floor, error)
