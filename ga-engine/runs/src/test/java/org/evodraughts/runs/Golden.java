package org.evodraughts.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A golden file: text a test compares its output with, kept under {@code src/test/resources/}.
 * Several cases share one file, each under a line {@code #### name}, so that a change to what is
 * written (a new configuration key) rewrites one file rather than one per case.
 *
 * <p>Run with {@code -Dgolden.update=true} and the test writes its output into the source tree
 * instead of comparing (docs/evolution.md, "Adding a key"); review the change with
 * {@code git diff} and commit it.
 */
final class Golden {
    /** The system property that makes {@link #assertMatches} rewrite the file. */
    static final String UPDATE = "golden.update";
    private static final String HEADER = "#### ";

    private Golden() {}

    /**
     * Asserts that {@code cases} (name → text, in order) are what the resource {@code resource}
     * holds, or writes them there (in {@code src/test/resources/}) when {@value #UPDATE} is true.
     */
    static void assertMatches(String resource, Map<String, String> cases) throws IOException {
        StringBuilder text = new StringBuilder();
        cases.forEach((name, written) -> text.append(HEADER).append(name).append('\n').append(written).append('\n'));
        if (Boolean.getBoolean(UPDATE)) {
            Files.writeString(Path.of("src/test/resources", resource), text);
            return;
        }
        Map<String, String> expected = sections(read(resource));
        assertEquals(expected.keySet(), cases.keySet(), resource + "'s cases (-D" + UPDATE + "=true rewrites it)");
        cases.forEach((name, written) -> assertEquals(expected.get(name), written,
                resource + ", " + name + " (-D" + UPDATE + "=true rewrites it)"));
    }

    /** The text of a test resource. */
    static String read(String resource) throws IOException {
        try (InputStream in = Golden.class.getResourceAsStream("/" + resource)) {
            if (in == null) {
                throw new IOException("no test resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The cases of a golden file by name: each the text after its header line, less the line break that ends it. */
    private static Map<String, String> sections(String text) {
        Map<String, String> sections = new LinkedHashMap<>();
        String[] parts = ("\n" + text).split("\n" + HEADER, -1);
        for (int i = 1; i < parts.length; i++) {
            int end = parts[i].indexOf('\n');
            String body = parts[i].substring(end + 1);
            sections.put(parts[i].substring(0, end), i == parts.length - 1 ? body.substring(0, body.length() - 1) : body);
        }
        return sections;
    }
}
