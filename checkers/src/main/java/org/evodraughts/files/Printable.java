package org.evodraughts.files;

/**
 * Text read from a file or typed by someone, made fit to quote in a one-line error message:
 * control characters (a line break, a terminal escape), the Unicode line and paragraph
 * separators and the invisible format characters (the bidirectional overrides such as U+202E,
 * which make a line read other than it is) are written as escapes such as {@code \n} and
 * {@code \u202e}, so a message stays one line, reads as it is, and cannot drive the terminal.
 * Stateless.
 */
public final class Printable {
    /** The longest error line {@link #line} keeps: a value quoted in it may be a file's megabytes. */
    public static final int MAX_LINE = 1000;

    private Printable() {}

    /** {@code text} with every control, separator and format character written as an escape. */
    public static String of(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    int type = Character.getType(c);
                    if (Character.isISOControl(c) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                            || type == Character.PARAGRAPH_SEPARATOR) {
                        out.append(String.format("\\u%04x", c));
                    } else {
                        out.appendCodePoint(c);
                    }
                }
            }
        });
        return out.toString();
    }

    /**
     * Like {@link #of}, cut to its first {@link #MAX_LINE} characters when longer, saying how
     * much was left out: an error line that quotes a value stays readable whatever its size.
     */
    public static String line(String text) {
        String printable = of(text);
        return printable.length() <= MAX_LINE ? printable
                : printable.substring(0, MAX_LINE) + "… (" + (printable.length() - MAX_LINE) + " more characters)";
    }

    /** Like {@link #of}, cut to its first {@code max} characters (then "…") when longer. */
    public static String excerpt(String text, int max) {
        String printable = of(text);
        return printable.length() <= max ? printable : printable.substring(0, max) + "…";
    }
}
