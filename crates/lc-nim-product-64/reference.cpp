// Reference for the speed of lc-nim-product-64 (docs/bench.md), written from the published method
// for 64-bit nim products: byte products in a 256 x 256 table, and for each pair of byte positions
// i >= j a table of x ⊗ (2^(8i) ⊗ 2^(8j)) over bytes x; a whole-input reader, a buffered writer.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <vector>
typedef uint64_t u64;
static u64 pw[64][64];
static bool have[64][64];
static u64 prod2(int i, int j) { // 2^i ⊗ 2^j
    if (have[i][j]) return pw[i][j];
    u64 r;
    if (!(i & j)) r = 1ULL << (i | j);
    else {
        int a = (i & j) & -(i & j);
        r = prod2(i ^ a, j) ^ prod2((i ^ a) | (a - 1), (j ^ a) | (i & (a - 1)));
    }
    have[i][j] = true;
    return pw[i][j] = r;
}
static u64 slow(u64 a, u64 b, int bits) {
    u64 c = 0;
    for (int i = 0; i < bits; i++) if (a >> i & 1)
        for (int j = 0; j < bits; j++) if (b >> j & 1) c ^= prod2(i, j);
    return c;
}
static unsigned char small_[256][256];
static u64 y[8][8][256];
static inline u64 mul(u64 a, u64 b) {
    u64 r = 0;
    for (int i = 0; i < 8; i++) {
        unsigned ai = a >> (8 * i) & 255, bi = b >> (8 * i) & 255;
        for (int j = 0; j < i; j++) {
            unsigned aj = a >> (8 * j) & 255, bj = b >> (8 * j) & 255;
            r ^= y[i][j][small_[ai][bj] ^ small_[aj][bi]];
        }
        r ^= y[i][i][small_[ai][bi]];
    }
    return r;
}
int main() {
    for (int i = 0; i < 256; i++) for (int j = 0; j < 256; j++) small_[i][j] = (unsigned char)slow(i, j, 8);
    for (int i = 0; i < 8; i++) for (int j = 0; j <= i; j++) {
        u64 v = slow(1ULL << (8 * i), 1ULL << (8 * j), 64);
        for (int k = 0; k < 256; k++) y[i][j][k] = slow(v, k, 64);
    }
    std::vector<char> in;
    {
        size_t cap = 1 << 16, len = 0;
        in.resize(cap);
        size_t n;
        while ((n = fread(in.data() + len, 1, cap - len, stdin)) > 0) {
            len += n;
            if (len == cap) { cap *= 2; in.resize(cap); }
        }
        in.resize(len);
        in.push_back(0);
    }
    const char *p = in.data();
    auto next = [&]() -> u64 {
        while (*p && (*p < '0' || *p > '9')) p++;
        u64 v = 0;
        while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
        return v;
    };
    u64 t = next();
    std::vector<char> out(t * 21 + 16);
    char *o = out.data();
    for (u64 k = 0; k < t; k++) {
        u64 a = next(), b = next();
        u64 c = mul(a, b);
        char buf[24]; int n = 0;
        do { buf[n++] = '0' + c % 10; c /= 10; } while (c);
        while (n) *o++ = buf[--n];
        *o++ = '\n';
    }
    fwrite(out.data(), 1, o - out.data(), stdout);
}
