package org.evodraughts.ga.loop;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.network.Network;

/**
 * A SHA-256 of what a run made, bit for bit: every saved generation (its number, its islands,
 * each individual's genes and score, in order), then every reported generation's champion (its
 * island and its network's parameters and king value). Two runs with equal digests made the same
 * populations and champions; a digest written into a test pins a run as the code made it then.
 */
final class RunDigest {
    private final MessageDigest sha;

    private RunDigest() {
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The digest of {@code saved} and {@code reports}, as hexadecimal. */
    static String of(List<PopulationSnapshot> saved, List<GenerationReport> reports) {
        RunDigest digest = new RunDigest();
        for (PopulationSnapshot snapshot : saved) {
            digest.add(snapshot.generation());
            digest.add(snapshot.islands());
            for (Individual individual : snapshot.population()) {
                for (double[] chromosome : individual.genome().chromosomes()) {
                    digest.add(chromosome);
                }
                Score score = individual.score();
                digest.add(score.points());
                digest.add(score.wins());
                digest.add(score.draws());
                digest.add(score.losses());
            }
        }
        for (GenerationReport report : reports) {
            digest.add(report.generation());
            digest.add(report.island());
            Network champion = report.championNetwork();
            digest.add(champion.parameters());
            digest.add(new double[] {champion.kingValue()});
        }
        return HexFormat.of().formatHex(digest.sha.digest());
    }

    private void add(int value) {
        sha.update(ByteBuffer.allocate(Integer.BYTES).putInt(value).array());
    }

    private void add(double[] values) {
        add(values.length);
        ByteBuffer bytes = ByteBuffer.allocate(Long.BYTES * values.length);
        for (double v : values) {
            bytes.putLong(Double.doubleToRawLongBits(v));
        }
        sha.update(bytes.array());
    }
}
