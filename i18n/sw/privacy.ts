// Kiswahili of the privacy policy: a legal text, translated faithfully (same sections, same
// facts, same periods). Needs a native speaker's and the owner's lawyer's review before launch.
import type en from "../en/privacy.ts";

export default {
  title: "Sera ya faragha na data binafsi",
  description:
    "Data binafsi ambazo tovuti ya {name} hukusanya, kwa nini, huhifadhiwa kwa muda gani na jinsi ya kuziondoa.",
  intro:
    '{name} ("sisi") inaheshimu faragha yako. Ukurasa huu unaeleza data binafsi ambazo tovuti hukusanya, kwa nini, tunazihifadhi kwa muda gani, nani anaziona na jinsi unavyoweza kuziondoa, kama inavyotakiwa na Sheria ya Ulinzi wa Data, 2019 ya Kenya.',
  updated: "Ilisasishwa mwisho {date}.",
  controllerHeading: "Sisi ni nani",
  controller1:
    "Mdhibiti wa data ni {name}, {address}. Tuandikie kwa {email} au piga simu {phone} kuhusu jambo lolote lililo kwenye ukurasa huu.",
  collectedHeading: "Tunachokusanya na kwa nini",
  collected1:
    "Orodha ya ofa maalum: anwani yako ya barua pepe, tarehe na saa uliyoitoa na maandishi ya ridhaa uliyoyaona. Tunaitumia tu kukutumia ofa zetu maalum, kwa sababu uliomba hivyo (ridhaa yako).",
  collected2:
    "Fomu ya mawasiliano: jina lako, barua pepe, nambari ya simu na ujumbe. Tunavitumia tu kukujibu (ombi lako, na maslahi yetu halali ya kuwajibu wageni).",
  collected3:
    "Nafasi ulizoweka: maelezo unayojaza ili kuweka nafasi (jina, barua pepe, simu, nambari ya kitambulisho, tarehe na vyumba) na matokeo ya malipo, ili kukupa malazi uliyoweka na kutunza kumbukumbu za wageni zinazotakiwa na sheria (mkataba na wajibu wa kisheria).",
  collected4:
    "Ziara: kurasa unazofungua na viungo unavyobofya (kwa mfano, chumba ulichotazama), bila vidakuzi na bila jina, barua pepe wala nambari ya simu. Ili kuhesabu wageni wa tovuti tunahifadhi msimbo unaotokana na anwani ya muunganisho wako na jina la kivinjari chako, uliochanganywa kwa ufunguo wa nasibu ambao seva huuweka kwenye kumbukumbu yake kwa siku moja tu na haiuhifadhi kamwe; hatuhifadhi anwani wala jina la kivinjari. Katika siku hiyo seva ingeweza kujua kama anwani fulani ilitembelea tovuti; siku ikiisha ufunguo huo hutoweka, na msimbo hauwezi tena kuhusishwa na anwani yako au kifaa chako, hata na sisi. Tunatumia hili kuboresha tovuti (maslahi halali).",
  collected5:
    "Jumbe fupi: ukichagua SMS au WhatsApp unapoweka nafasi, tunakutumia kwenye nambari yako ya simu uthibitisho, taarifa za malipo, ukumbusho asubuhi ya siku unayofika, na taarifa yoyote ya kughairiwa au ya kurejeshewa pesa; tunahifadhi kila ujumbe, na kama ulikufikia, pamoja na nafasi uliyoweka. Hatutumi kamwe matangazo kwa ujumbe mfupi. Jibu STOP (au SITISHA) nasi tutahifadhi nambari yako tu, ili tusikutumie ujumbe tena kamwe.",
  collected6:
    "Ili kuzuia matumizi mabaya, seva huhesabu maombi ya kila muunganisho kwa muda mfupi, ikitumia anwani ya muunganisho wako iliyochanganywa (keyed hash) (kwa IPv6, sehemu yake ya mtandao), kamwe si anwani yenyewe.",
  retentionHeading: "Tunazihifadhi kwa muda gani",
  retention1: "Orodha ya ofa maalum: hadi utakapojiondoa; kisha anwani yako hufutwa mara moja.",
  retention2: "Jumbe za mawasiliano: miezi {months}, kisha hufutwa zenyewe.",
  retention3:
    "Nafasi zilizowekwa na malipo: kwa muda ambao sheria za utalii na kodi za Kenya zinataka kumbukumbu za wageni na za kodi zitunzwe (takriban miaka mitano).",
  retention4:
    "Vihesabu vya maombi: kwa muda usiozidi saa {hours}. Takwimu za ziara huhifadhiwa; baada ya siku ambayo zilirekodiwa kuisha, haziwezi tena kuhusishwa nawe.",
  sharingHeading: "Nani anaziona",
  sharing1:
    "Wafanyakazi wetu, ili kukujibu na kushughulikia malazi yako; mtoa huduma wetu wa barua pepe, ili kuwasilisha barua pepe zetu; Africa's Talking (SMS) na Meta (WhatsApp), ili kuwasilisha jumbe ulizochagua; na, kwa nafasi zilizowekwa, mtoa huduma wa malipo unayemchagua (M-Pesa au kadi). Hatuuzi kamwe data yako. Kipengele cha hiari cha Google Analytics kikiwashwa, hupokea matukio yale yale ya kurasa na mibofyo kama takwimu zetu wenyewe, pamoja na anwani ya muunganisho wako kama ombi lolote la tovuti; kimewekwa kisihifadhi vidakuzi wala data nyingine kwenye kivinjari chako na kisitumie matukio hayo kwa matangazo.",
  rightsHeading: "Haki zako na jinsi ya kujiondoa",
  rights1:
    "Kila barua pepe ya ofa ina kiungo cha kujiondoa: kifungue na ubonyeze Jiondoe, na anwani yako huondolewa kwenye orodha mara moja, bila malipo. Programu za barua pepe zenye kitufe chao cha kujiondoa hutumia kiungo hicho hicho. Unaweza pia kutuandikia nasi tutaiondoa.",
  rights2:
    "Chini ya Sheria ya Ulinzi wa Data, 2019 unaweza kuomba kuona data tunazohifadhi kukuhusu, kuzirekebisha, kupinga matumizi yake (ikiwemo kwa matangazo ya moja kwa moja) na kuzifuta. Tunajibu maombi ya kuona data yako ndani ya siku 7 na kufuta data ndani ya siku 14.",
  rights3:
    "Usiporidhika, unaweza kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data (ODPC), Kenya.",
  termsHeading: "Masharti ya orodha ya ofa maalum",
  terms1:
    "Kujiunga na orodha ni bure na kwa hiari; hakukulazimishi kuweka nafasi yoyote. Ofa zinategemea nafasi zilizopo na masharti yaliyoandikwa katika kila ofa. Unaweza kujiondoa kwenye orodha wakati wowote.",
} satisfies Record<keyof typeof en, string>;
