package org.evodraughts.files;

/**
 * Text read from a file, made fit to quote in a one-line error message: control characters
 * (a line break, a terminal escape) are written as escapes such as {@code \n} and
 * {@code \u001b}, so a message stays one line and cannot drive the terminal. Stateless.
 */
public final class Printable {
    private Printable() {}

    /** {@code text} with every control character written as an escape. */
    public static String of(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (Character.isISOControl(c)) {
                        out.append(String.format("\\u%04x", c));
                    } else {
                        out.appendCodePoint(c);
                    }
                }
            }
        });
        return out.toString();
    }

    /** Like {@link #of}, cut to its first {@code max} characters (then "…") when longer. */
    public static String excerpt(String text, int max) {
        String printable = of(text);
        return printable.length() <= max ? printable : printable.substring(0, max) + "…";
    }
}
