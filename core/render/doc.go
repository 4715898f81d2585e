// Package render turns submitted sprites into as few SDL draw calls as
// possible, in a defined order (the Custom Hobo engine's batch keys and draw
// steps).
//
// Objects never call the graphics API. A component's render hook submits
// quads to a Queue; each quad carries a batch key (draw step, z-layer,
// texture, blend mode). At the end of the frame the batcher sorts the keys
// and issues one RenderGeometry call per key, with vertex and index buffers
// reused from frame to frame.
package render
