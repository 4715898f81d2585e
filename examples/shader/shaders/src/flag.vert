#version 450
#extension GL_GOOGLE_include_directive : require
// The flag's vertex shader: each vertex rises and falls on a sine wave
// that runs along the flag, more the further it is from the pole (its U).
// Its phase is an attribute of the game's own vertex type (location 3);
// the time and the height come from the flag's uniform block.

#include "bengine_vertex.glsl"

layout(location = 3) in float inPhase;

BENGINE_VERTEX_UNIFORMS Flag {
    vec4 wave;   // x: seconds, y: the wave's height in pixels
    vec4 stripe; // the stripes' colour (the fragment stage's)
};

void main() {
    vUV = inUV;
    vColor = inColor;
    float lift = wave.y * inUV.x * sin(3.0 * wave.x - inPhase);
    gl_Position = bengineTransform(inPos + vec2(0.0, lift));
}
