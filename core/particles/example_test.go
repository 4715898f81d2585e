package particles_test

import (
	"fmt"

	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func ExampleParseConfig() {
	cfg, err := particles.ParseConfig("sparks.json", []byte(`{
	  "Emitter": {"ParticleMoveWithObject": false, "PatternType": [0, -1],
	    "SpawnRate": 50, "ParticleLife": 0.5, "SprayAngle": 15,
	    "MinSpeed": 60, "MaxSpeed": 90, "HiveMind": false, "UniformAnimation": true,
	    "Fade": "Out", "FadeTime": 0.2, "ScaleSetting": "In", "ScaleMultiplier": 2, "ScaleTime": 0.5},
	  "Animation": {"FrameCount": 4, "FrameDuration": 0.05, "IsLooping": true, "DiffAnimations": false},
	  "Sprite": {"SpriteSource": "spark"}
	}`))
	fmt.Println(err, cfg.PoolSize(0), cfg.Emitter.Fade, cfg.Emitter.ScaleSetting)

	_, err = particles.ParseConfig("broken.json", []byte(`{"Emitter": {"ParticleLife": -1}}`))
	fmt.Println(err)
	// Output:
	// <nil> 26 Out In
	// load emitter: broken.json: field Emitter.ParticleLife: must be > 0 seconds, got -1
}

func ExampleSystem() {
	cfg := &particles.Config{
		Emitter: particles.EmitterConfig{
			PatternType: particles.Pattern{Rotate: true}, SpawnRate: 30, ParticleLife: 1,
			MinSpeed: 10, MaxSpeed: 20, UniformAnimation: true, ScaleMultiplier: 1,
		},
		Animation: particles.AnimationConfig{FrameCount: 1},
		Sprite:    particles.SpriteConfig{SpriteSource: particles.Source{"dot"}},
	}
	sheet := atlas{"dot": {Tex: testTex, W: 4, H: 4}}
	s, err := particles.NewSystem(cfg, sheet, 0, random.New(1))
	if err != nil {
		panic(err)
	}
	for i := 0; i < 30; i++ { // half a second at 60 fps
		s.Emit(1.0 / 60)
		s.Update(1.0 / 60)
	}
	var q render.Queue
	s.Render(&q)
	fmt.Println(s.Live(), s.Cap(), q.Len())
	// Output: 15 31 15
}

func ExampleEmitter() {
	cfg := baseConfig()
	cfg.Emitter.SpawnRate = 0
	e, err := particles.NewEmitter(cfg, testAtlas, &particles.Explosion{Count: 40}, random.New(1))
	if err != nil {
		panic(err)
	}
	sc := scene.New("demo")
	scene.AddComponent(sc.NewObject("boom"), e)
	sc.Update(1.0 / 60) // the explosion fires on its first frame
	fmt.Println(e.Live(), e.Done())
	for i := 0; i < 130; i++ { // past ParticleLife (2 s)
		sc.Update(1.0 / 60)
	}
	fmt.Println(e.Live(), e.Done())
	// Output:
	// 40 false
	// 0 true
}
