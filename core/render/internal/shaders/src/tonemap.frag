#version 450
// TONE_MAP: exposure, then a tone curve from HDR to display range, then
// colour grading (a tint and a saturation). Linear with exposure 1, a white
// tint and saturation 1 changes no value in [0, 1].

layout(set = 2, binding = 0) uniform sampler2D hdr;
layout(std140, set = 3, binding = 0) uniform ToneMap {
    vec4 params; // x: exposure, y: curve (0 linear, 1 Reinhard, 2 ACES), z: saturation
    vec4 tint;
};

layout(location = 0) in vec2 vUV;
layout(location = 0) out vec4 outColor;

vec3 aces(vec3 x) { // Narkowicz's fit of the ACES filmic curve
    return (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14);
}

void main() {
    vec3 c = texture(hdr, vUV).rgb * params.x;
    if (params.y > 1.5) {
        c = aces(c);
    } else if (params.y > 0.5) {
        c = c / (1.0 + c);
    }
    float luma = dot(c, vec3(0.2126, 0.7152, 0.0722));
    c = mix(vec3(luma), c, params.z) * tint.rgb;
    outColor = vec4(clamp(c, 0.0, 1.0), 1.0);
}
