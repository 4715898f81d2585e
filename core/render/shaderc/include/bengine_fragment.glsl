// The engine's fragment interface (core/render): include it in a fragment
// shader for sprites and Queue.SubmitDraw, after #version 450 and
// #extension GL_GOOGLE_include_directive : require. Write the result with
// bengineWrite or bengineWriteSurface, never to an output of your own:
// with lighting on, GEOMETRY draws into the four attachments of a G-buffer
// (colour, world position, material, emissive) and a depth buffer, and
// these functions are where they are filled.

layout(location = 0) in vec2 vUV;      // texture coordinates, 0 to 1
layout(location = 1) in vec4 vColor;   // the vertex colour or sprite tint, straight alpha
layout(location = 2) in vec2 vWorld;   // this fragment's world position, in world pixels
layout(location = 3) in vec4 vTangent; // the texture's x axis (xy) and y axis (zw) in the world, any length

// The batch's texture (Key.Tex; a white texel where the key has none),
// sampled nearest.
layout(set = 2, binding = 0) uniform sampler2D bengineTexture;
// The texture's normal map (Renderer.SetMaterial), laid out as the texture
// itself, so vUV reads both; a placeholder where it has none (then
// bengineMaterial.z is 0 and bengineNormal is flat).
layout(set = 2, binding = 1) uniform sampler2D bengineNormalMap;
// In the POSTPROCESS step (StepPost), the lit scene behind the batch,
// sampled linearly: read it at gl_FragCoord.xy / bengineFrame.xy. Black
// in the other steps.
layout(set = 2, binding = 2) uniform sampler2D bengineScene;

// A game's uniform block for the fragment stage (the key's Uniforms):
//
//	BENGINE_FRAGMENT_UNIFORMS Tint { vec4 color; };
#define BENGINE_FRAGMENT_UNIFORMS layout(std140, set = 3, binding = 0) uniform

// What the engine tells every batch's fragment stage: the texture's
// material and where the batch draws. The engine's own shaders, which
// have no block of a game's, put it first.
#ifndef BENGINE_SURFACE_BINDING
#define BENGINE_SURFACE_BINDING 1
#endif
layout(std140, set = 3, binding = BENGINE_SURFACE_BINDING) uniform BengineSurface {
    vec4 bengineMaterial; // x: specular, y: roughness, z: 1 if the texture has a normal map, w: the batch's layer
    vec4 bengineEmissive; // rgb: how much of the drawn colour glows (Material.Emissive)
    vec4 bengineFrame;    // xy: the logical frame's size; z: 1 when drawing the G-buffer; w: 1 to drop fully transparent fragments
};

layout(location = 0) out vec4 bengineOut;         // colour: the G-buffer's albedo, or the target
layout(location = 1) out vec4 benginePositionOut; // world x, y, the layer, 1
layout(location = 2) out vec4 bengineMaterialOut; // the normal's x and y, specular, roughness
layout(location = 3) out vec4 bengineEmissiveOut; // rgb emissive

// bengineNormal is the surface's normal at vUV in the world (x right, y
// down, z towards the viewer): the normal map's, turned with the sprite
// (its rotation and flips), or (0, 0, 1) where the texture has none. A
// normal map is drawn as usual: red to the right, green up the picture,
// blue out of it.
vec3 bengineNormal() {
    if (bengineMaterial.z < 0.5) {
        return vec3(0.0, 0.0, 1.0);
    }
    vec3 n = texture(bengineNormalMap, vUV).xyz * 2.0 - 1.0;
    float lx = dot(vTangent.xy, vTangent.xy);
    float ly = dot(vTangent.zw, vTangent.zw);
    vec2 tx = lx > 0.0 ? vTangent.xy * inversesqrt(lx) : vec2(1.0, 0.0);
    vec2 ty = ly > 0.0 ? vTangent.zw * inversesqrt(ly) : vec2(0.0, 1.0);
    vec2 xy = n.x * tx - n.y * ty; // the picture's up is the texture's -y
    return normalize(vec3(xy, max(n.z, 0.0)));
}

// bengineSpecular is the texture's specular strength at vUV: the
// material's, times the normal map's alpha where it has one.
float bengineSpecular() {
    if (bengineMaterial.z < 0.5) {
        return bengineMaterial.x;
    }
    return bengineMaterial.x * texture(bengineNormalMap, vUV).a;
}

// bengineWriteSurface writes the fragment's colour (straight alpha: the
// batch's Blend mixes it with the target) and, in the G-buffer, its world
// position and layer, its normal (bengineNormal's space), specular and
// roughness (0 to 1) and the light it gives off (added to the lit scene,
// and blurred into the glow).
void bengineWriteSurface(vec4 color, vec3 normal, float specular, float roughness, vec3 emissive) {
    if (bengineFrame.w > 0.5 && color.a <= 0.0) {
        discard; // nothing drawn: the G-buffer keeps the surface below
    }
    bengineOut = color;
    benginePositionOut = vec4(vWorld, bengineMaterial.w, 1.0);
    bengineMaterialOut = vec4(normal.xy, specular, roughness);
    bengineEmissiveOut = vec4(emissive, 1.0);
    gl_FragDepth = (32767.0 - bengineMaterial.w) / 65535.0; // higher layers are nearer
}

// bengineWrite writes the fragment's colour, straight alpha, with the
// texture's material: its normal map, specular, roughness and emissive.
void bengineWrite(vec4 color) {
    if (bengineFrame.z < 0.5) {
        bengineWriteSurface(color, vec3(0.0, 0.0, 1.0), 0.0, 0.0, vec3(0.0));
        return;
    }
    vec3 glow = color.rgb * color.a * bengineEmissive.rgb;
    bengineWriteSurface(color, bengineNormal(), bengineSpecular(), bengineMaterial.y, glow);
}
