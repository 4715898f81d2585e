// The engine's fragment interface (core/render): include it in a fragment
// shader for sprites and Queue.SubmitDraw, after #version 450 and
// #extension GL_GOOGLE_include_directive : require. Write the result with
// bengineWrite, never to an output of your own: the engine may draw into
// more targets than one, and bengineWrite is where it fills them.

layout(location = 0) in vec2 vUV;    // texture coordinates, 0 to 1
layout(location = 1) in vec4 vColor; // the vertex colour or sprite tint, straight alpha

// The batch's texture (Key.Tex; a white texel where the key has none),
// sampled nearest.
layout(set = 2, binding = 0) uniform sampler2D bengineTexture;

// A game's uniform block for the fragment stage (the key's Uniforms):
//
//	BENGINE_FRAGMENT_UNIFORMS Tint { vec4 color; };
#define BENGINE_FRAGMENT_UNIFORMS layout(std140, set = 3, binding = 0) uniform

layout(location = 0) out vec4 bengineOut;

// bengineWrite writes the fragment's colour, straight alpha: the batch's
// Blend mixes it with the target.
void bengineWrite(vec4 color) { bengineOut = color; }
