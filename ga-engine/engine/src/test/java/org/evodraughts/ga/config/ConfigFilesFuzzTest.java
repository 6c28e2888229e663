package org.evodraughts.ga.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.evodraughts.fuzz.Fuzz;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fuzzes the YAML configuration reader: every mutation of a valid file is read as a
 * configuration that writes and reads back equal, or refused in one line
 * ({@link IllegalArgumentException} for the content, {@link IOException} for the file).
 */
class ConfigFilesFuzzTest {
    @TempDir
    Path directory;

    @Test
    void mutatedConfigurationsAreReadOrRefusedInOneLine() throws IOException {
        List<byte[]> valid = List.of(Files.readAllBytes(ConfigFilesTest.CONFIG_DIR.resolve("default.yaml")),
                ConfigFiles.format(EvolutionConfig.defaults()).getBytes(StandardCharsets.UTF_8),
                "seed: 7\npopulation: {size: 20, elites: 5}\ntournament:\n  search: mcts:300\n".getBytes(StandardCharsets.UTF_8));
        Path file = directory.resolve("run.yaml");
        Fuzz.run(6, valid, 300, Duration.ofSeconds(60), List.of(IllegalArgumentException.class, IOException.class), input -> {
            Files.write(file, input);
            EvolutionConfig config = ConfigFiles.read(file, Map.of());
            assertEquals(config, ConfigFiles.parse(ConfigFiles.format(config), "written", Map.of()));
        });
    }
}
