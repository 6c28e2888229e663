package org.evodraughts.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.evodraughts.files.TextFiles;

/**
 * Where a command's MongoDB URI comes from, first found first: {@code --mongo-uri URI},
 * {@code --mongo-uri-file FILE} (its first line), or the environment variable
 * {@value #ENVIRONMENT}. The last two keep a password out of the process list ({@code ps}).
 */
final class MongoUriSource {
    static final String ENVIRONMENT = "EVODRAUGHTS_MONGO_URI";

    private MongoUriSource() {}

    /** The URI and where it came from (a flag, or the variable's name); null when none is given. */
    static Map.Entry<String, String> resolve(String flag, Path file, Map<String, String> environment) throws IOException {
        if (flag != null && file != null) {
            throw new IllegalArgumentException("give --mongo-uri or --mongo-uri-file, not both");
        }
        if (flag != null) {
            return Map.entry(flag, "--mongo-uri");
        }
        if (file != null) {
            String uri = TextFiles.read(file, "MongoDB URI file").strip().lines().findFirst().orElse("");
            if (uri.isEmpty()) {
                throw new IllegalArgumentException("MongoDB URI file " + file + " is empty");
            }
            return Map.entry(uri, "--mongo-uri-file " + file);
        }
        String variable = environment.get(ENVIRONMENT);
        return variable == null || variable.isBlank() ? null : Map.entry(variable.strip(), ENVIRONMENT);
    }
}
