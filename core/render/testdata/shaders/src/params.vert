#version 450
#extension GL_GOOGLE_include_directive : require
// A test's vertex stage: each vertex moved by its own Offset attribute
// (location 3, after the Vertex) times the block's move.x.

#include "bengine_vertex.glsl"

layout(location = 3) in vec2 inOffset;

BENGINE_VERTEX_UNIFORMS Params {
    vec4 tint;
    vec4 move;
};

void main() {
    vUV = inUV;
    vColor = inColor;
    gl_Position = bengineTransform(inPos + inOffset * move.x);
}
