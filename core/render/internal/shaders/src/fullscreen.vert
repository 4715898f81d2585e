#version 450
// One triangle that covers the target: the vertex shader of every
// full-screen pass. uv (0,0) is the top-left texel.

layout(location = 0) out vec2 vUV;

void main() {
    vec2 uv = vec2(float((gl_VertexIndex << 1) & 2), float(gl_VertexIndex & 2));
    vUV = uv;
    gl_Position = vec4(uv.x * 2.0 - 1.0, 1.0 - uv.y * 2.0, 0.0, 1.0);
}
