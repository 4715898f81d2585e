#version 450
#extension GL_GOOGLE_include_directive : require
// The frosted window, a POSTPROCESS object (StepPost): what is behind it,
// blurred, seen through its texture. The texture's alpha is the glass's
// shape, its colour the frost's tint. The engine registers it as
// "frosted" (Renderer.Shader).

#include "bengine_fragment.glsl"

BENGINE_FRAGMENT_UNIFORMS Frost {
    vec4 frost; // x: the blur's radius in logical pixels (0: 3), y: how much the tint colours the view (0 to 1)
};

void main() {
    vec4 glass = texture(bengineTexture, vUV) * vColor;
    vec2 px = 1.0 / bengineFrame.xy;
    // Each tap half a texel off the pixel's centre: the linear sampler
    // averages the four texels around it, so taps two texels apart leave
    // no texel out and the blur has no steps.
    vec2 at = (gl_FragCoord.xy + 0.5) * px;
    float r = frost.x > 0.0 ? frost.x : 3.0;
    vec3 sum = vec3(0.0);
    float total = 0.0;
    for (int y = -3; y <= 3; y++) {
        for (int x = -3; x <= 3; x++) {
            vec2 k = vec2(float(x), float(y));
            float w = exp(-dot(k, k) / 4.5);
            sum += texture(bengineScene, at + k * (r / 3.0) * px).rgb * w;
            total += w;
        }
    }
    vec3 view = sum / total;
    bengineWrite(vec4(mix(view, view * glass.rgb, clamp(frost.y, 0.0, 1.0)), glass.a));
}
