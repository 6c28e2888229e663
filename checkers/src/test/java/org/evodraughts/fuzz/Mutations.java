package org.evodraughts.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded mutations of a valid input, for the readers' fuzz tests: cuts, bit flips, random bytes,
 * repeated slices, deep nesting, numbers a reader must not take at face value (huge, NaN,
 * Infinity, octal-looking), and quoted values whose escapes are line breaks or terminal controls. The same seed gives the same mutations, so a failing case can be
 * replayed from its number.
 */
public final class Mutations {
    /** Number-like text put in place of a number: each must end in a correct value or a refusal. */
    private static final List<String> NUMBERS = List.of("1e308", "-1e308", "1e999", "-1e999", "NaN", "-NaN", "Infinity",
            "-Infinity", ".nan", ".inf", "-.inf", "99999999999999999999999999", "-9223372036854775809", "0x1F", "010",
            "-0", "1e-400", "4.9e-324", "1_000", "");
    /** Quoted text whose escapes stand for a line break or a terminal control, in JSON and YAML. */
    private static final List<String> ESCAPED = List.of("\"a\\nb\"", "\"\\u001b[31mred\"", "\"tab\\tand\\rreturn\"", "\"\\0\"");
    /** Openers that nest, in the formats read here: JSON, YAML (flow and block) and PDN variations. */
    private static final List<String> OPENERS = List.of("[", "{\"a\":", "{a: ", "- ", "(");

    private final SplittableRandom random;

    public Mutations(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** {@code valid} changed by one to three mutations. */
    public byte[] mutate(byte[] valid) {
        byte[] bytes = valid;
        for (int n = 1 + random.nextInt(3); n > 0; n--) {
            bytes = once(bytes);
        }
        return bytes;
    }

    /** {@code valid} changed by one to three mutations; bytes that are not UTF-8 read as U+FFFD. */
    public String mutate(String valid) {
        return new String(mutate(valid.getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
    }

    private byte[] once(byte[] bytes) {
        int at = random.nextInt(bytes.length + 1);
        return switch (random.nextInt(9)) {
            case 0 -> slice(bytes, 0, at); // truncated
            case 1 -> flipBits(bytes);
            case 2 -> splice(bytes, at, random.nextInt(at, bytes.length + 1), randomBytes(random.nextInt(1, 16)));
            case 3 -> randomBytes(random.nextInt(0, 256));
            case 4 -> splice(bytes, at, at, slice(bytes, at, Math.min(bytes.length, at + random.nextInt(1, 64))));
            case 5 -> splice(bytes, at, at, ascii(OPENERS.get(random.nextInt(OPENERS.size())).repeat(random.nextInt(1, 5_000))));
            case 6 -> replaceNumber(bytes);
            case 7 -> replaceValue(bytes);
            default -> slice(bytes, 0, Math.max(0, bytes.length - random.nextInt(1, 8))); // its end cut off
        };
    }

    /** The first number at or after a random place replaced by one of {@link #NUMBERS}. */
    private byte[] replaceNumber(byte[] bytes) {
        int start = random.nextInt(bytes.length + 1);
        while (start < bytes.length && !Character.isDigit(bytes[start])) {
            start++;
        }
        int end = start;
        while (end < bytes.length && (Character.isDigit(bytes[end]) || bytes[end] == '.' || bytes[end] == 'E'
                || bytes[end] == 'e' || bytes[end] == '-')) {
            end++;
        }
        return splice(bytes, start, end, ascii(NUMBERS.get(random.nextInt(NUMBERS.size()))));
    }

    /** The value after the first {@code ": "} at or after a random place replaced by one of {@link #ESCAPED}. */
    private byte[] replaceValue(byte[] bytes) {
        int start = random.nextInt(bytes.length + 1);
        while (start + 1 < bytes.length && !(bytes[start] == ':' && bytes[start + 1] == ' ')) {
            start++;
        }
        start = Math.min(bytes.length, start + 2);
        int end = start;
        while (end < bytes.length && bytes[end] != '\n' && bytes[end] != ',') {
            end++;
        }
        return splice(bytes, start, end, ascii(ESCAPED.get(random.nextInt(ESCAPED.size()))));
    }

    private byte[] flipBits(byte[] bytes) {
        byte[] copy = bytes.clone();
        for (int n = random.nextInt(1, 5); n > 0 && copy.length > 0; n--) {
            copy[random.nextInt(copy.length)] ^= (byte) (1 << random.nextInt(8));
        }
        return copy;
    }

    private byte[] randomBytes(int length) {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] slice(byte[] bytes, int from, int to) {
        return java.util.Arrays.copyOfRange(bytes, from, to);
    }

    /** {@code bytes} with {@code [from, to)} replaced by {@code insert}. */
    private static byte[] splice(byte[] bytes, int from, int to, byte[] insert) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + insert.length);
        out.write(bytes, 0, from);
        out.writeBytes(insert);
        out.write(bytes, to, bytes.length - to);
        return out.toByteArray();
    }
}
