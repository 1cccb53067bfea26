import type en from "../en/rules.ts";

export default {
  belowMinimumGuests: "Idadi ya chini ya wageni kwa chumba hiki ni {min}.",
  aboveMaximumGuests:
    "Idadi ya juu ya wageni kwa chumba hiki ni {max}. Utahitaji kuweka nafasi ya vyumba zaidi.",
  guestsNotAllowed: "Idadi ya wageni ({guests}) hairuhusiwi kwa chumba hiki.",
  boardingNotOffered:
    "Huduma ya {boarding} haitolewi kwa chumba hiki kwa {guests, plural, one {mgeni #} other {wageni #}}.",
  wholeGuests: "Tafadhali andika idadi ya wageni kama nambari kamili.",
  wholeChildren: "Tafadhali andika idadi ya watoto kama nambari kamili.",
  adultNeeded: "Kila chumba kinahitaji angalau mtu mzima mmoja.",
  unknownRoomType: "Tafadhali chagua mojawapo ya aina zetu za vyumba.",
  adultsRange: "Kila chumba kinachukua watu wazima {min} hadi {max}.",
  childrenRange: "Idadi ya watoto kwa kila chumba lazima iwe nambari kamili kutoka 0 hadi {max}.",
  unknownBoarding:
    "Tafadhali chagua Malazi na Kifungua Kinywa, Malazi na Milo Miwili au Malazi na Milo Yote.",
  selectCheckIn: "Tafadhali chagua tarehe ya kuingia",
  selectCheckOut: "Tafadhali chagua tarehe ya kutoka",
  checkOutAfterCheckIn: "Tarehe ya kutoka lazima iwe baada ya tarehe ya kuingia.",
  checkInInPast: "Tarehe ya kuingia haiwezi kuwa tarehe iliyopita.",
  beyondHorizon:
    "Tunapokea nafasi za kukaa hadi tarehe {date}. Tafadhali chagua tarehe za mapema zaidi.",
  guestFirstName: "Tafadhali weka jina la kwanza sahihi",
  guestLastName: "Tafadhali weka jina la mwisho sahihi",
  guestEmail: "Tafadhali weka barua pepe sahihi",
  guestPhone: "Tafadhali weka nambari ya simu sahihi",
  guestIdNumber: "Tafadhali weka namba ya kitambulisho sahihi",
  selectCheckInTime: "Tafadhali chagua saa ya kuingia",
  unusual_firstName:
    "Tafadhali ondoa herufi zisizo za kawaida (kama herufi za udhibiti) kwenye jina lako la kwanza.",
  unusual_lastName:
    "Tafadhali ondoa herufi zisizo za kawaida (kama herufi za udhibiti) kwenye jina lako la mwisho.",
  unusual_email:
    "Tafadhali ondoa herufi zisizo za kawaida (kama herufi za udhibiti) kwenye barua pepe yako.",
  unusual_phone:
    "Tafadhali ondoa herufi zisizo za kawaida (kama herufi za udhibiti) kwenye nambari yako ya simu.",
  unusual_idNumber:
    "Tafadhali ondoa herufi zisizo za kawaida (kama herufi za udhibiti) kwenye namba yako ya kitambulisho.",
  unusual_specialRequests:
    "Tafadhali ondoa herufi zisizo za kawaida (kama herufi za udhibiti) kwenye maombi yako maalum.",
  unusual_mpesaNumber:
    "Tafadhali ondoa herufi zisizo za kawaida (kama herufi za udhibiti) kwenye nambari ya M-Pesa.",
  specialRequestsTooLong: "Maombi maalum yanaweza kuwa na herufi hadi {max}.",
  selectRoom: "Tafadhali chagua chumba",
  quoteShape: "Tuma checkIn, checkOut na rooms.",
  invalidInput: "Hii haikujazwa ipasavyo. Tafadhali iangalie kisha ujaribu tena.",
  soldOut: "Samahani, {room} kimejaa kwa tarehe hizi.",
  closedToArrival:
    "Hatupokei wageni wanaoingia tarehe {date} kwa {room}. Tafadhali chagua siku nyingine ya kuingia.",
  minNights:
    "Wageni wa {room} wanaoingia tarehe {date} lazima wakae angalau usiku {nights}. Tafadhali chagua tarehe ya kutoka iliyo baadaye.",
  sameDayCutoff:
    "Nafasi za usiku wa leo mtandaoni hufungwa saa {time}. Tafadhali tupigie simu au tuandikie WhatsApp ili uweke nafasi ya leo.",
  searchGuestsRange: "Tafadhali andika idadi ya wageni: 1 hadi {max}.",
  searchAdultsRange: "Tafadhali andika idadi ya watu wazima: 1 hadi {max}.",
  searchChildrenRange: "Tafadhali andika idadi ya watoto: 0 hadi {max}.",
  searchTwoRooms: "Wageni {guests} wanatosha katika vyumba viwili vya aina hii.",
  searchSoldOut: "Vimejaa kwa tarehe hizi.",
  searchOtherDates: "Nafasi zipo kwa tarehe za karibu:",
  searchNoOtherDates:
    "Hakuna tarehe zilizo wazi ndani ya wiki moja kabla wala baada. Tuulize kuhusu kukaa kwako:",
  tooManyRooms:
    "Unaweza kuweka nafasi ya hadi vyumba {max} kwa mara moja. Kwa zaidi, tafadhali tupigie simu au tuandikie WhatsApp.",
  fewerLeft:
    "Samahani, kwa tarehe hizi {room}: {left, plural, one {kimebaki # tu} other {vimebaki # tu}}.",
  promotionNotValid: "Msimbo huo wa ofa hauwezi kutumika. Tafadhali uangalie kisha ujaribu tena.",
  promotionTooManyTries:
    "Misimbo mingi mno ya ofa imejaribiwa kutoka kwenye muunganisho wako. Tafadhali subiri saa moja, au weka nafasi bila msimbo wa ofa.",
  promotionStayWindow: "Msimbo huo wa ofa ni wa kukaa kuanzia {from} hadi {to}.",
  promotionStayFrom: "Msimbo huo wa ofa ni wa kukaa kuanzia {from} na kuendelea.",
  promotionRoomTypes: "Msimbo huo wa ofa ni wa {rooms} pekee.",
  promotionMinNights: "Msimbo huo wa ofa unahitaji kukaa angalau usiku {nights}.",
  promotionUsedUp:
    "Samahani, msimbo huo wa ofa umefikia kikomo cha matumizi. Nafasi yako haikuwekwa: tafadhali ondoa msimbo huo au jaribu mwingine.",
  promotionUsedByGuest:
    "Msimbo huo wa ofa umeshatumika kwa nambari yako ya simu au barua pepe yako.",
  promotionWholeStay:
    "Msimbo huo wa ofa hauwezi kutumika kwa kukaa huku: ungeondoa bei yote. Tafadhali ondoa msimbo huo au jaribu mwingine.",
  promotionCode: "Tafadhali weka msimbo wa ofa kwa herufi na tarakimu.",
} satisfies Record<keyof typeof en, string>;
