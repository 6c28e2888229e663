package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import org.evodraughts.storage.layout.RunLayout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.runs.RunDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A MongoDB password is never written down, can be given without showing in ps, and run files are the owner's. */
class SecretsAndPermissionsTest {
    private static final String URI = "mongodb://evo:s3cret@db.example:27017/runs";

    @TempDir
    Path temp;

    @Test
    void theConfigurationIsWrittenWithThePasswordHidden() throws IOException {
        EvolutionConfig config = ConfigFiles.parse("", "t", Map.of("storage.mongoUri", "'" + URI + "'"));
        assertEquals(URI, config.storage().mongoUri(), "the run itself uses the real URI");
        String yaml = ConfigFiles.format(config);
        assertFalse(yaml.contains("s3cret"), yaml);
        assertTrue(yaml.contains("mongodb://evo:***@db.example:27017/runs"), yaml);
        assertTrue(ConfigFiles.parse(yaml, "t", Map.of()).storage().hidesPassword());
        assertFalse(config.storage().hidesPassword());
    }

    @Test
    void resumingARunWhosePasswordIsHiddenAsksForTheUriBeforeTouchingAnything() throws IOException {
        Path dir = temp.resolve("run");
        EvolutionConfig config = ConfigFiles.parse("", "t", Map.of("storage.mongoUri", "'" + URI + "'", "stop.generations", "2"));
        RunDirectory.create(Files.createDirectories(dir), config);
        byte[] before = Files.readAllBytes(RunLayout.of(dir).config());
        CliRun resumed = CliRun.of("evolve", "--resume", dir.toString());
        assertEquals(2, resumed.exitCode());
        assertEquals("error: the run's MongoDB URI mongodb://evo:***@db.example:27017/runs is kept with its password hidden; "
                + "give the URI again with --mongo-uri, --mongo-uri-file FILE or EVODRAUGHTS_MONGO_URI", resumed.err().strip());
        assertArrayEquals(before, Files.readAllBytes(RunLayout.of(dir).config()));
        assertFalse(Files.exists(RunLayout.of(dir).log()));
    }

    @Test
    void theUriComesFromTheFlagTheFileOrTheEnvironmentInThatOrder() throws IOException {
        Path file = Files.writeString(temp.resolve("uri.txt"), URI + "\n");
        Map<String, String> environment = Map.of(MongoUriSource.ENVIRONMENT, "mongodb://env-host/");
        assertEquals(Map.entry("mongodb://flag/", "--mongo-uri"), MongoUriSource.resolve("mongodb://flag/", null, environment));
        assertEquals(Map.entry(URI, "--mongo-uri-file " + file), MongoUriSource.resolve(null, file, environment));
        assertEquals(Map.entry("mongodb://env-host/", MongoUriSource.ENVIRONMENT), MongoUriSource.resolve(null, null, environment));
        assertNull(MongoUriSource.resolve(null, null, Map.of()));
        assertThrows(IllegalArgumentException.class, () -> MongoUriSource.resolve("mongodb://flag/", file, Map.of()));
        CliRun fromFile = CliRun.of("evolve", "--mongo-uri-file", Files.writeString(temp.resolve("bad.txt"), "notauri").toString(),
                "--run-dir", temp.resolve("r").toString());
        assertTrue(fromFile.err().startsWith("error: --mongo-uri-file " + temp.resolve("bad.txt") + ": storage.mongoUri is not usable"),
                fromFile.err());
    }

    @Test
    void aRunDirectoryIsTheOwnersAlone() throws IOException {
        Path dir = temp.resolve("private-run");
        CliRun run = CliRun.of("evolve", "--run-dir", dir.toString(), "--population", "4", "--elites", "2", "--search",
                "minimax:1", "--generations", "0", "--time-budget", "1s", "--threads", "1");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(PosixFilePermissions.fromString("rwx------"), Files.getPosixFilePermissions(dir));
    }
}
