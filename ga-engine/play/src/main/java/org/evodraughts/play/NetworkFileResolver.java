package org.evodraughts.play;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.players.EvaluatorResolver;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.NetworkFile;

/**
 * Lets player names be network files: a name ending in {@code .json}, or naming an existing
 * file, is read with {@link NetworkFile#read} and scored by a {@link NetworkEvaluator}.
 * Stateless and thread-safe; each call reads the file again.
 */
public final class NetworkFileResolver implements EvaluatorResolver {
    @Override
    public Optional<Evaluator> resolve(String name) throws IOException {
        if (!name.toLowerCase(Locale.ROOT).endsWith(".json") && !Files.isRegularFile(Path.of(name))) {
            return Optional.empty();
        }
        return Optional.of(new NetworkEvaluator(NetworkFile.read(Path.of(name)).network()));
    }

    @Override
    public String describe() {
        return "a network file (*.json)";
    }
}
