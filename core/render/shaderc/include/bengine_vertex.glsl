// The engine's vertex interface (core/render): include it in a vertex
// shader that draws Queue.SubmitDraw's triangle modes (triangles, strips,
// fans, quads), after #version 450 and
// #extension GL_GOOGLE_include_directive : require.
//
// A vertex is a render.Vertex, or a game's vertex type that starts with
// one: position, UV and colour at locations 0 to 2, then the game's own
// attributes (VertexLayout.Extra) at locations 3, 4, ... The engine adds
// the submission's world transform, by index, at location 15.

layout(location = 0) in vec2 inPos;        // local pixels, before the world transform
layout(location = 1) in vec2 inUV;         // texture coordinates, 0 to 1
layout(location = 2) in vec4 inColor;      // tint, straight alpha
layout(location = 15) in uint inTransform; // the submission's world transform (the engine's)

// The frame's world transforms, two rows of a 2x3 affine each:
// x' = dot(row0.xy, p) + row0.z, y' = dot(row1.xy, p) + row1.z.
#ifdef TARGET_MSL
layout(std430, set = 0, binding = 2) readonly buffer BengineTransforms { vec4 bengineTransforms[]; };
#else
layout(std430, set = 0, binding = 0) readonly buffer BengineTransforms { vec4 bengineTransforms[]; };
#endif

layout(std140, set = 1, binding = 0) uniform BengineDraw {
    vec4 bengineView; // 2/W and 2/H of the logical frame; the camera's x and y (0 in the UI step)
};

// A game's uniform block for the vertex stage (the key's Uniforms):
//
//	BENGINE_VERTEX_UNIFORMS Wave { vec4 time; };
#define BENGINE_VERTEX_UNIFORMS layout(std140, set = 1, binding = 1) uniform

// What the fragment stage receives (bengine_fragment.glsl). Set vUV and
// vColor; bengineWorld sets vTangent and bengineClip vWorld, which the
// G-buffer reads (bengineTransform calls both).
layout(location = 0) out vec2 vUV;
layout(location = 1) out vec4 vColor;
layout(location = 2) out vec2 vWorld;   // the vertex's world position
layout(location = 3) out vec4 vTangent; // the local x and y axes in the world, any length: a normal map's axes

// bengineWorld maps a local position by the submission's world transform,
// and sets vTangent to the transform's axes (a mesh's UVs are taken to run
// along its local x and y).
vec2 bengineWorld(vec2 local) {
    vec4 r0 = bengineTransforms[2u * inTransform];
    vec4 r1 = bengineTransforms[2u * inTransform + 1u];
    vTangent = vec4(r0.x, r1.x, r0.y, r1.y); // the fragment side normalizes
    return vec2(r0.x * local.x + r0.y * local.y + r0.z, r1.x * local.x + r1.y * local.y + r1.z);
}

// bengineClip turns a world position into gl_Position, the camera
// applied, and sets vWorld to it.
vec4 bengineClip(vec2 world) {
    vWorld = world;
    vec2 p = world - bengineView.zw;
    return vec4(p.x * bengineView.x - 1.0, 1.0 - p.y * bengineView.y, 0.0, 1.0);
}

// bengineTransform is where a local position lands: bengineClip(bengineWorld(local)).
vec4 bengineTransform(vec2 local) { return bengineClip(bengineWorld(local)); }
