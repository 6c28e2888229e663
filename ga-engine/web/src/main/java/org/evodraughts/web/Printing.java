package org.evodraughts.web;

/** Text quoted from a request into a message: one line, control characters escaped, at most 80 characters. */
final class Printing {
    private Printing() {}

    static String quote(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length() && out.length() < 80; i++) {
            char c = text.charAt(i);
            out.append(c < 0x20 || c == 0x7f ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return text.length() > 80 ? out + "…" : out.toString();
    }
}
