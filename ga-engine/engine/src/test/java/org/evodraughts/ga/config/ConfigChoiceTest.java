package org.evodraughts.ga.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Every configuration enum's constants are named in files as they always were, and read back from that text. */
class ConfigChoiceTest {
    @Test
    void eachConstantIsWrittenAsBeforeAndReadsBackAsItself() {
        assertReadBack(TournamentScheme.values(), TournamentScheme::of, "round-robin", "random-opponents");
        assertReadBack(InitialWeights.values(), InitialWeights::of, "uniform", "fan-in");
        assertReadBack(MutationKind.values(), MutationKind::of, "additive", "self-adaptive");
        assertReadBack(KingMode.values(), KingMode::of, "fixed", "evolved");
        assertReadBack(Trainees.values(), Trainees::of, "champion", "elites", "all");
    }

    private static <E extends ConfigChoice> void assertReadBack(E[] values, Function<String, E> of, String... texts) {
        assertEquals(List.of(texts), Arrays.stream(values).map(ConfigChoice::text).toList());
        for (E value : values) {
            assertSame(value, of.apply(value.text()));
        }
    }
}
