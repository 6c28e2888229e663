package org.evodraughts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.ga.Evolution;
import org.evodraughts.ga.Individual;
import org.evodraughts.ga.PopulationSnapshot;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.run.SnapshotFiles;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.Genome;
import org.evodraughts.checkers.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded fuzzing of every text reader: valid inputs cut, flipped, spliced and padded with odd
 * tokens. Each case must end in a correct result or the reader's own error with a one-line
 * message (no stack-trace text, no parser internals), never another exception, a hang or a NaN.
 * The same seed gives the same cases, so a failure reproduces.
 */
class ReaderFuzzTest {
    private static final int CASES = 400;
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final List<String> ODD = List.of("", "\u0000", "\uFFFD", "NaN", "Infinity", "-1e999", "1e308",
            "99999999999999999999", "[", "{", "\"", "x", "0x10", "---\n", "010", "&a", "*a", "!!binary", "\n\n",
            "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":1}}}}}");

    @TempDir
    Path temp;

    @Test
    void fen() {
        fuzz("FEN", List.of(Fen.INITIAL, "W:W22:B18,1", "B:WK1,32:B5,K28", "W:W9,10,11:BK29"), text -> {
            Position p = Fen.parse(text);
            Fen.parse(Fen.format(p)); // a position read is one that writes and reads back
        }, IllegalArgumentException.class);
    }

    @Test
    void pdn() {
        String game = "[Event \"fuzz\"]\n[Black \"a\"]\n[White \"b\"]\n[Result \"*\"]\n" + randomGame(7, 30) + " *\n";
        fuzz("PDN", List.of(game, game + "\n" + game, "1. 11-15 { a comment } 23-19 (24-20) *"), Pdn::parse,
                IllegalArgumentException.class);
    }

    @Test
    void yamlConfiguration() throws IOException {
        String full = ConfigFiles.format(ConfigFiles.parse("", "defaults", Map.of()));
        fuzz("YAML", List.of(full, Files.readString(Path.of("../config/default.yaml")), "seed: 3\nthreads: 1\n"),
                text -> ConfigFiles.parse(text, "fuzz.yaml", Map.of()), IllegalArgumentException.class);
    }

    @Test
    void networkFile() {
        Network network = Network.ofParameters(new SplittableRandom(3).doubles(Network.PARAMETER_COUNT, -1, 1).toArray(), 1.5);
        String text = NetworkFile.format(new NetworkDocument(network, Map.of("generation", 3L, "note", "fuzz")));
        fuzz("network", List.of(text), t -> {
            NetworkDocument read = NetworkFile.parse(t, "fuzz.json");
            double score = new NetworkEvaluator(read.network()).evaluate(Position.initial().black(),
                    Position.initial().white(), Position.initial().kings(), Side.BLACK);
            assertFalse(Double.isNaN(score), "a network read never scores NaN");
        }, IOException.class);
    }

    @Test
    void snapshotFile() throws IOException {
        List<Individual> population = Evolution.initialPopulation(5, 3).stream()
                .map(g -> new Individual(org.evodraughts.ga.Genomes.genome(g), new Score(2, 1, 0, 0))).toList();
        Path good = temp.resolve("good.json");
        SnapshotFiles.write(good, new PopulationSnapshot("fuzz", 5, 0, population));
        String text = Files.readString(good);
        Path file = temp.resolve("fuzzed.json");
        fuzz("snapshot", List.of(text), t -> {
            Files.writeString(file, t, StandardCharsets.UTF_8);
            SnapshotFiles.read(file);
        }, IOException.class);
    }

    /** The move text of a game of random legal moves, e.g. {@code 1. 11-15 23-19 2. ...}. */
    private static String randomGame(long seed, int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        Position position = Position.initial();
        StringBuilder text = new StringBuilder();
        for (int ply = 0; ply < plies && !position.legalMoves().isEmpty(); ply++) {
            List<org.evodraughts.checkers.Move> moves = position.legalMoves();
            org.evodraughts.checkers.Move move = moves.get(random.nextInt(moves.size()));
            text.append(ply % 2 == 0 ? (ply / 2 + 1) + ". " : "").append(org.evodraughts.checkers.notation.MoveText.format(position, move))
                    .append(' ');
            position = position.play(move);
        }
        return text.toString().strip();
    }

    interface Reader {
        void read(String text) throws Exception;
    }

    private static void fuzz(String what, List<String> valid, Reader reader, Class<? extends Exception> expected) {
        SplittableRandom random = new SplittableRandom(what.hashCode());
        assertTimeoutPreemptively(LIMIT, () -> {
            for (String text : valid) {
                reader.read(text); // the unmutated inputs are read without error
            }
            for (int i = 0; i < CASES; i++) {
                String input = mutate(valid.get(random.nextInt(valid.size())), random);
                try {
                    reader.read(input);
                } catch (Exception e) {
                    if (!expected.isInstance(e)) {
                        fail(what + " case " + i + ": " + e.getClass().getName() + " for input " + shown(input), e);
                    }
                    String message = String.valueOf(e.getMessage());
                    assertTrue(!message.isBlank() && message.lines().count() == 1 && !message.contains("REDACTED")
                            && !message.contains("\tat ") && !message.contains("Exception:"),
                            what + " case " + i + ": not one plain line: " + message + " for input " + shown(input));
                }
            }
        }, what + " reader hung");
    }

    private static String mutate(String text, SplittableRandom random) {
        StringBuilder s = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits && !s.isEmpty(); e++) {
            int at = random.nextInt(s.length());
            switch (random.nextInt(6)) {
                case 0 -> s.setLength(at); // truncate
                case 1 -> s.setCharAt(at, (char) random.nextInt(32, 127)); // flip a character
                case 2 -> s.insert(at, ODD.get(random.nextInt(ODD.size()))); // an odd token
                case 3 -> s.delete(at, Math.min(s.length(), at + 1 + random.nextInt(20))); // drop a run
                case 4 -> s.insert(at, s.substring(at, Math.min(s.length(), at + 1 + random.nextInt(40)))); // repeat a run
                default -> s.setCharAt(at, (char) random.nextInt(0x80, 0x3000)); // a non-ASCII character
            }
        }
        return s.toString();
    }

    private static String shown(String input) {
        return input.length() > 200 ? input.substring(0, 200) + "…" : input;
    }
}
